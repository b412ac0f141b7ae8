import { Alert, Descriptions, Modal, Typography } from 'antd';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

export interface Secret {
  title: string;
  name: string;
  password?: string;
  totpSecret: string;
  otpauthUri: string;
}

/**
 * A new operator's (or a reset's) secrets, shown once: the password, the TOTP secret and its otpauth:// address as a
 * QR code for the authenticator app. Nothing of it is kept once the dialog closes.
 */
export function SecretModal({ secret, onClose }: { secret: Secret | null; onClose: () => void }) {
  const [qr, setQr] = useState<{ for: string; src: string } | null>(null);
  useEffect(() => {
    if (!secret) return;
    let live = true;
    void toDataURL(secret.otpauthUri, { width: 200, margin: 1 }).then(
      (src) => live && setQr({ for: secret.otpauthUri, src }),
    );
    return () => {
      live = false;
    };
  }, [secret]);
  return (
    <Modal open={secret !== null} title={secret?.title} footer={null} onCancel={onClose} width={560} destroyOnHidden>
      {secret && (
        <div data-testid="operator-secret">
          <Alert type="warning" showIcon message="以下信息只显示这一次，请立即转交本人妥善保存" />
          <Descriptions column={1} size="small" style={{ marginTop: 16 }} bordered>
            <Descriptions.Item label="用户名">{secret.name}</Descriptions.Item>
            {secret.password && (
              <Descriptions.Item label="初始密码">
                <Typography.Text copyable code data-testid="secret-password">
                  {secret.password}
                </Typography.Text>
              </Descriptions.Item>
            )}
            <Descriptions.Item label="动态码密钥">
              <Typography.Text copyable code data-testid="secret-totp">
                {secret.totpSecret}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          <div style={{ textAlign: 'center', marginTop: 16 }}>
            {qr?.for === secret.otpauthUri && <img src={qr.src} width={200} height={200} alt="身份验证器二维码" />}
            <div>
              <Typography.Text type="secondary">用身份验证器扫码添加</Typography.Text>
            </div>
          </div>
        </div>
      )}
    </Modal>
  );
}
