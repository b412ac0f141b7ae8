import { Alert, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { useMemo } from 'react';
import type { Output } from '../api';
import { LineChart, type Series } from '../parts/line-chart';
import { useRead } from '../use-call';

type Summary = Output<'/api/console/v1/dashboard/summary'>;
type Figure = keyof Summary['today'];
type DayFigure = Exclude<Figure, 'activeUsers'>;

const LABELS: Record<Figure, string> = {
  activeUsers: '活跃用户',
  newUsers: '新增用户',
  posts: '发布内容',
  comments: '评论',
  reportsOpened: '新增举报',
  reportsClosed: '处理举报',
  signUps: '活动报名',
  signIns: '签到',
  couponsClaimed: '领券',
  pointsGranted: '发放无忧币',
  pointsSpent: '消耗无忧币',
};
const FIGURES = Object.keys(LABELS) as Figure[];

/** The charts: figures that move together share one. Active users have no daily history (see the note). */
const CHARTS: Array<{ title: string; figures: DayFigure[] }> = [
  { title: '用户', figures: ['newUsers'] },
  { title: '内容', figures: ['posts', 'comments'] },
  { title: '举报', figures: ['reportsOpened', 'reportsClosed'] },
  { title: '活动与签到', figures: ['signUps', 'signIns', 'couponsClaimed'] },
  { title: '无忧币', figures: ['pointsGranted', 'pointsSpent'] },
];

function Figures({ title, figures }: { title: string; figures: Summary['today'] }) {
  return (
    <Card title={title} size="small">
      <Row gutter={[16, 16]}>
        {FIGURES.map((f) => (
          <Col span={4} key={f} style={{ minWidth: 120 }}>
            <Statistic title={LABELS[f]} value={figures[f]} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}

/** Today and the last 30 days (days in China), then each figure day by day. */
export function Dashboard() {
  const { data, error } = useRead('/api/console/v1/dashboard/summary', {});
  const charts = useMemo(() => {
    if (!data) return [];
    const days = data.daily.map((d) => d.day);
    return CHARTS.map((c) => ({
      title: c.title,
      days,
      series: c.figures.map((f): Series => ({ name: LABELS[f], data: data.daily.map((d) => d[f]) })),
    }));
  }, [data]);
  if (error && !data) return <Alert type="error" message={error} />;
  if (!data) return <Skeleton active />;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        数据概览
      </Typography.Title>
      <Figures title="今日" figures={data.today} />
      <Figures title="近 30 天" figures={data.last30Days} />
      <Row gutter={[16, 16]}>
        {charts.map((c) => (
          <Col span={12} key={c.title}>
            <Card title={`${c.title}（近 30 天逐日）`} size="small">
              <LineChart days={c.days} series={c.series} />
            </Card>
          </Col>
        ))}
      </Row>
      <Typography.Text type="secondary">
        日期按北京时间计；活跃用户为期间内使用过 App 会话的用户（会话每小时至多记一次使用时间，没有逐日历史）。
      </Typography.Text>
    </div>
  );
}
