import { Alert, Button, Card, Drawer, Space, Spin, Tooltip, Typography, message } from 'antd';
import { useState } from 'react';
import { M } from '../messages';
import { ScreenHeader } from '../parts/screen-header';
import { SignDayForm, type SignDay } from '../parts/sign-day-form';
import { useRead } from '../use-call';

const rewardText = (d: SignDay) =>
  [d.rewardCoin ? `${d.rewardCoin} 无忧币` : '', d.rewardExp ? `${d.rewardExp} 成长值` : '']
    .filter(Boolean)
    .join(' + ') || '无奖励';

/** A day of the cycle in the month-like grid: its text, its reward and how many mystery awards it draws from. */
function DayCell({ dayNo, day, open }: { dayNo: number; day: SignDay | undefined; open: (() => void) | null }) {
  const cell = (
    <Card
      size="small"
      hoverable={open !== null}
      onClick={open ?? undefined}
      data-testid={`sign-day-${dayNo}`}
      style={{
        minHeight: 132,
        height: '100%',
        cursor: open ? 'pointer' : 'not-allowed',
        opacity: day || open ? 1 : 0.45,
      }}
    >
      <Space direction="vertical" size={2} style={{ width: '100%' }}>
        <Typography.Text strong>第 {dayNo} 天</Typography.Text>
        {day ? (
          <>
            <Typography.Text ellipsis>{day.describe}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {rewardText(day)}
            </Typography.Text>
            {day.awards.length > 0 && (
              <div
                data-testid="sign-day-awards"
                title={day.awards.map((a) => `${a.rewardName} ${a.probability}%`).join('\n')}
                style={{
                  fontSize: 12,
                  color: '#722ed1',
                  display: '-webkit-box',
                  WebkitLineClamp: 2,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                }}
              >
                神秘奖励：{day.awards.map((a) => a.rewardName).join('、')}
              </div>
            )}
          </>
        ) : (
          <Typography.Text type="secondary">{open ? '+ 添加这一天' : '未设置'}</Typography.Text>
        )}
      </Space>
    </Card>
  );
  return open || day ? cell : <Tooltip title="请先设置前面的日子：签到周期须从第 1 天连续">{cell}</Tooltip>;
}

/**
 * The sign-in cycle as a month: day 1 to 31 in weeks of seven. A set day opens its form; the day after the last set
 * one can be added (the cycle runs day 1, 2, 3… without a gap); later days wait for it.
 */
export function SignCalendar() {
  const calendar = useRead('/api/console/v1/sign/calendar', {});
  const [editing, setEditing] = useState<number | null>(null);
  const [toast, holder] = message.useMessage();
  const days = calendar.data?.days ?? [];
  const byNo = new Map(days.map((d) => [d.dayNo, d]));
  const next = days.reduce((last, d) => Math.max(last, d.dayNo), 0) + 1;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {holder}
      <ScreenHeader title={M.menu.sign}>
        <Typography.Text type="secondary">
          共 {days.length} 天一个周期；连续签到第 N 天领取第 N 天的奖励，满一个周期后重新开始
        </Typography.Text>
        <Button onClick={calendar.reload}>{M.refresh}</Button>
      </ScreenHeader>
      {calendar.error && <Alert type="error" message={calendar.error} />}
      {!calendar.data && !calendar.error ? (
        <Spin />
      ) : (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 8 }}>
          {Array.from({ length: 31 }, (_, i) => i + 1).map((n) => (
            <DayCell
              key={n}
              dayNo={n}
              day={byNo.get(n)}
              open={byNo.has(n) || n === next ? () => setEditing(n) : null}
            />
          ))}
        </div>
      )}
      <Drawer
        open={editing !== null}
        width={640}
        title={editing === null ? '' : `第 ${editing} 天的奖励`}
        onClose={() => setEditing(null)}
        destroyOnHidden
      >
        {editing !== null && (
          <SignDayForm
            dayNo={editing}
            day={byNo.get(editing) ?? null}
            onSaved={() => {
              setEditing(null);
              void toast.success(M.done);
              calendar.reload();
            }}
          />
        )}
      </Drawer>
    </Space>
  );
}
