import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

// Date pickers name months and weekdays in Chinese (dayjs's own locale, beside antd's ConfigProvider locale).
dayjs.locale('zh-cn');

export const RANGE_PLACEHOLDER: [string, string] = ['开始日期', '结束日期'];
