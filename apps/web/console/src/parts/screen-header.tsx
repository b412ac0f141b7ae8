import { Space, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A screen's top line: its title on the left, its search and buttons on the right. */
export function ScreenHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Space style={{ justifyContent: 'space-between', width: '100%' }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <Space>{children}</Space>
    </Space>
  );
}
