import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { M } from '../messages';
import { errorText } from '../use-call';

/**
 * A form's save: `run` sends it, busy meanwhile; a refusal is kept as the server's words for `SaveFooter` to show,
 * and the form stays open with what was typed.
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const run = async (send: () => Promise<unknown>) => {
    setBusy(true);
    setError(undefined);
    try {
      await send();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

/** The reason every console write carries (2–200 characters), kept in the audit trail: a form's last field. */
export function ReasonField() {
  return (
    <Form.Item
      label={M.reason}
      name="reason"
      rules={[{ required: true, whitespace: true, min: 2, max: 200, message: M.reasonRule }]}
    >
      <Input placeholder={M.reasonHint} maxLength={200} />
    </Form.Item>
  );
}

/** Under a form: the server's refusal, if any, and the save button. */
export function SaveFooter({
  busy,
  error,
  label = M.save,
}: {
  busy: boolean;
  error?: string | undefined;
  label?: string;
}) {
  return (
    <>
      {error && <Alert type="error" message={error} role="alert" style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" loading={busy}>
        {label}
      </Button>
    </>
  );
}
