import { Button, Layout, Menu, Result, Space, Spin, Typography, type MenuProps } from 'antd';
import { Suspense, useMemo } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { M } from './messages';
import { MeContext, type Me } from './me-context';
import { GROUPS, screensFor, type Screen } from './screens';

function menuItems(screens: Screen[]): MenuProps['items'] {
  const items: NonNullable<MenuProps['items']> = [];
  for (const s of screens) {
    const item = { key: s.route, label: s.label };
    if (!s.group) {
      items.push(item);
      continue;
    }
    const key = `group:${s.group}`;
    let group = items.find((i) => i?.key === key) as { key: string; children: unknown[] } | undefined;
    if (!group) {
      group = { key, label: GROUPS[s.group], type: 'group', children: [] } as never;
      items.push(group as never);
    }
    group!.children.push(item);
  }
  return items;
}

function Frame({ me, onSignOut }: { me: Me; onSignOut: () => void }) {
  const screens = useMemo(() => screensFor(me.paths), [me.paths]);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const home = screens[0]?.route;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={208} theme="light" style={{ borderRight: '1px solid #f0f0f0' }}>
        <Typography.Title level={4} style={{ padding: '16px 24px', margin: 0 }}>
          {M.title}
        </Typography.Title>
        <nav aria-label="导航">
          <Menu
            mode="inline"
            selectedKeys={[pathname]}
            items={menuItems(screens)}
            onClick={({ key }) => void navigate(key)}
            style={{ borderInlineEnd: 'none' }}
          />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{ background: '#fff', display: 'flex', justifyContent: 'flex-end', alignItems: 'center' }}
        >
          <Space>
            <span data-testid="operator-name">{me.name}</span>
            <Typography.Text type="secondary">{me.roles.map((r) => M.roles[r] ?? r).join('、')}</Typography.Text>
            <Button onClick={onSignOut}>{M.signOut}</Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ margin: 24, padding: 24, background: '#fff', minWidth: 0 }}>
          <main>
            <Suspense fallback={<Spin tip={M.loadingScreen} style={{ display: 'block', marginTop: 80 }} />}>
              <Routes>
                {screens.map((s) => (
                  <Route key={s.key} path={`${s.route}/*`} element={<s.Component />} />
                ))}
                <Route
                  path="*"
                  element={home ? <Navigate to={home} replace /> : <Result status="403" title={M.nothingOpen} />}
                />
              </Routes>
            </Suspense>
          </main>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

/** The signed-in console: a side menu of the screens the operator's roles open, each loaded when first opened. */
export function Shell(props: { me: Me; onSignOut: () => void }) {
  return (
    <MeContext value={props.me}>
      <BrowserRouter basename="/console">
        <Frame {...props} />
      </BrowserRouter>
    </MeContext>
  );
}
