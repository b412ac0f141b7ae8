import { Button, Layout, Menu, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { call, setSessionEndedHandler, tokenStore, type Output } from './api';
import { AuditLog } from './audit-log';
import { M } from './messages';
import { SignIn } from './sign-in';

type Me = Output<'/api/console/v1/auth/me'>;

/** Signed out: the sign-in page. Signed in: the layout, whose menu shows what `auth/me` says this operator may do. */
export function ConsoleApp() {
  const [me, setMe] = useState<Me | null | undefined>(tokenStore.get() ? undefined : null);
  const [notice, setNotice] = useState<string | undefined>();
  // Moved on each sign-in: asks `auth/me` again.
  const [signIns, setSignIns] = useState(0);

  useEffect(() => {
    setSessionEndedHandler(() => {
      setNotice(M.sessionEnded);
      setMe(null);
    });
  }, []);

  useEffect(() => {
    if (!tokenStore.get()) return;
    let live = true;
    call('/api/console/v1/auth/me', {}).then(
      (answer) => live && setMe(answer),
      () => live && setMe(null),
    );
    return () => {
      live = false;
    };
  }, [signIns]);

  const signedIn = () => {
    setMe(undefined);
    setSignIns((n) => n + 1);
  };

  const signOut = async () => {
    await call('/api/console/v1/auth/logout', {}).catch(() => undefined);
    tokenStore.clear();
    setNotice(undefined);
    setMe(null);
  };

  if (me === undefined) return <Spin fullscreen />;
  if (me === null) return <SignIn notice={notice} onSignedIn={signedIn} />;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={200} theme="light">
        <Typography.Title level={4} style={{ padding: '16px 24px', margin: 0 }}>
          {M.title}
        </Typography.Title>
        <Menu mode="inline" selectedKeys={['audit']} items={[{ key: 'audit', label: M.menuAudit }]} />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{ background: '#fff', display: 'flex', justifyContent: 'flex-end', alignItems: 'center' }}
        >
          <Space>
            <span data-testid="operator-name">{me.name}</span>
            <Typography.Text type="secondary">{me.roles.map((r) => M.roles[r] ?? r).join('、')}</Typography.Text>
            <Button onClick={() => void signOut()}>{M.signOut}</Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ margin: 24, padding: 24, background: '#fff' }}>
          <AuditLog allowed={me.permissions.includes('audit')} />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
