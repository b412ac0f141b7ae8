import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as register } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// Only what the dashboard's line charts use, so the chunk stays a fraction of the whole library.
register([LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export { init };
