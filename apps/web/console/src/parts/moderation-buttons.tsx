import { Button, Space } from 'antd';
import { call } from '../api';
import type { ReasonAsk } from './reason-modal';

export const ACTS = [
  { action: 'hide', label: '隐藏' },
  { action: 'restore', label: '恢复' },
  { action: 'delete', label: '删除', danger: true },
  { action: 'warn', label: '警告' },
  { action: 'mute', label: '禁言', days: true },
  { action: 'ban', label: '封禁', danger: true, days: true },
] as const;

/**
 * One click per act on a target (warn, mute and ban fall on its author), each asking its reason (and days) first.
 * `ask` opens the reason dialog; `onActed` follows a done act.
 */
export function ModerationButtons(props: {
  targetType: string;
  targetId: string;
  label: string;
  ask: (ask: ReasonAsk) => void;
  onActed: (state: string) => void;
}) {
  return (
    <Space size={4} wrap>
      {ACTS.map((a) => (
        <Button
          key={a.action}
          size="small"
          danger={'danger' in a && a.danger}
          onClick={() =>
            props.ask({
              title: `${a.label}：${props.label}`,
              days: 'days' in a && a.days,
              run: async (reason, days) => {
                const done = await call('/api/console/v1/moderation/act', {
                  targetType: props.targetType,
                  targetId: props.targetId,
                  action: a.action,
                  reason,
                  ...(days ? { days } : {}),
                });
                props.onActed(done.state);
              },
            })
          }
        >
          {a.label}
        </Button>
      ))}
    </Space>
  );
}
