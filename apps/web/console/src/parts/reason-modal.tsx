import { Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { errorText } from '../use-call';
import { M } from '../messages';

export interface ReasonAsk {
  title: string;
  /** Asks for a number of days too (a mute or a ban). */
  days?: boolean;
  /** Sends the act with the reason (and days); a refusal is shown in the dialog. */
  run: (reason: string, days?: number) => Promise<unknown>;
}

/**
 * Every console write carries a reason, kept in the audit trail: this dialog asks for it (2–200 characters) and,
 * for a mute or a ban, the number of days, then runs the act. `ask` null: closed.
 */
export function ReasonModal({ ask, onDone }: { ask: ReasonAsk | null; onDone: (done: boolean) => void }) {
  const [form] = Form.useForm<{ reason: string; days?: number }>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const submit = async () => {
    if (!ask) return;
    const { reason, days } = await form.validateFields();
    setBusy(true);
    setError(undefined);
    try {
      await ask.run(reason.trim(), days);
      form.resetFields();
      onDone(true);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={ask !== null}
      title={ask?.title}
      okText={M.confirm}
      confirmLoading={busy}
      destroyOnHidden
      onOk={() => void submit()}
      onCancel={() => {
        setError(undefined);
        onDone(false);
      }}
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ days: 7 }}>
        {ask?.days && (
          <Form.Item label={M.days} name="days" rules={[{ required: true, type: 'integer', min: 1, max: 3650 }]}>
            <InputNumber min={1} max={3650} addonAfter="天" />
          </Form.Item>
        )}
        <Form.Item
          label={M.reason}
          name="reason"
          rules={[{ required: true, whitespace: true, min: 2, max: 200, message: M.reasonRule }]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount placeholder={M.reasonHint} />
        </Form.Item>
        {error && (
          <div role="alert" style={{ color: '#cf1322' }}>
            {error}
          </div>
        )}
      </Form>
    </Modal>
  );
}
