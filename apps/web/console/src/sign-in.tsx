import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { call, ConsoleApiError, tokenStore } from './api';
import { M } from './messages';

interface Fields {
  name: string;
  password: string;
  totp: string;
}

/** Name, password and the authenticator's 6-digit code; a refusal shows the server's words (it never says which). */
export function SignIn({ notice, onSignedIn }: { notice?: string | undefined; onSignedIn: () => void }) {
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (fields: Fields) => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await call('/api/console/v1/auth/login', fields);
      tokenStore.set(answer.token);
      onSignedIn();
    } catch (err) {
      setError(err instanceof ConsoleApiError ? err.message : M.failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f0f2f5' }}>
      <Card title={M.signInTitle} style={{ width: 380 }}>
        {notice && !error && <Alert type="info" message={notice} style={{ marginBottom: 16 }} />}
        {error && <Alert type="error" message={error} role="alert" style={{ marginBottom: 16 }} />}
        <Form<Fields> layout="vertical" onFinish={(f) => void submit(f)} requiredMark={false}>
          <Form.Item label={M.name} name="name" rules={[{ required: true, message: M.required(M.name) }]}>
            <Input autoComplete="username" />
          </Form.Item>
          <Form.Item label={M.password} name="password" rules={[{ required: true, message: M.required(M.password) }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            label={M.totp}
            name="totp"
            extra={M.totpHint}
            rules={[{ required: true, pattern: /^\d{6}$/, message: M.totpFormat }]}
          >
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {M.signIn}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
