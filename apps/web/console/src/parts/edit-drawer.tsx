import { Drawer } from 'antd';
import { useState, type ReactNode } from 'react';

/**
 * The drawer a list's 新建 / 编辑 opens: open while `editing` is set (a row, or 'new'), its form made afresh each
 * time. Its title stays the one it opened with while it slides shut.
 */
export function EditDrawer<T>({
  editing,
  title,
  width = 560,
  onClose,
  children,
}: {
  editing: T | null;
  title: (editing: T) => string;
  width?: number;
  onClose: () => void;
  children: (editing: T) => ReactNode;
}) {
  const [shown, setShown] = useState<T | null>(editing);
  if (editing !== null && editing !== shown) setShown(editing);
  return (
    <Drawer
      open={editing !== null}
      width={width}
      title={shown === null ? '' : title(shown)}
      onClose={onClose}
      destroyOnHidden
    >
      {editing !== null && children(editing)}
    </Drawer>
  );
}
