import { useEffect, useRef } from 'react';

export interface Series {
  name: string;
  data: number[];
}

/**
 * A thin wrapper over ECharts' line chart: the library (its core, the line chart, a grid, tooltip and legend, the
 * canvas renderer) is imported when a chart first shows, so no other screen carries it.
 */
export function LineChart({ days, series, height = 240 }: { days: string[]; series: Series[]; height?: number }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let chart: { dispose: () => void; resize: () => void } | undefined;
    let live = true;
    const resize = () => chart?.resize();
    void (async () => {
      const echarts = await import('./echarts-lines');
      if (!live || !box.current) return;
      const made = echarts.init(box.current);
      made.setOption({
        animation: false,
        grid: { left: 48, right: 16, top: 36, bottom: 28 },
        tooltip: { trigger: 'axis' },
        legend: { top: 0 },
        xAxis: { type: 'category', data: days.map((d) => d.slice(5)), boundaryGap: false },
        yAxis: { type: 'value', minInterval: 1 },
        series: series.map((s) => ({ ...s, type: 'line', showSymbol: false })),
      });
      chart = made;
      window.addEventListener('resize', resize);
    })();
    return () => {
      live = false;
      window.removeEventListener('resize', resize);
      chart?.dispose();
    };
  }, [days, series]);
  return (
    <div ref={box} style={{ width: '100%', height }} role="img" aria-label={series.map((s) => s.name).join('、')} />
  );
}
