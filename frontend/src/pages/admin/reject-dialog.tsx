import { Form, Input, Modal, type FormInstance } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useRef, type ReactNode } from 'react';

/** The longest reason the server takes. */
export const REASON_MAX = 1000;

export interface RejectForm {
  reason: string;
}

/**
 * A rejection that asks for the reason its organizer will read (a campaign, a campaign's edit, a campaign update):
 * the reason field has the cursor once the dialog is open, is required and at most {@link REASON_MAX} characters,
 * and is given trimmed to `onReject`. `form` is the caller's, so a reason the server refused can be shown under the field.
 */
export function RejectDialog({
  form,
  open,
  title,
  okText,
  loading,
  intro,
  missing,
  rows = 4,
  onCancel,
  onReject,
}: {
  form: FormInstance<RejectForm>;
  open: boolean;
  title: string;
  okText: string;
  loading: boolean;
  /** What rejecting does, above the field. */
  intro: ReactNode;
  /** The message when no reason is given. */
  missing: string;
  rows?: number;
  onCancel: () => void;
  onReject: (reason: string) => void;
}) {
  const reasonField = useRef<TextAreaRef>(null);
  return (
    <Modal
      className="fc-admin-dialog"
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger: true, loading }}
      cancelText="Cancel"
      onCancel={() => {
        onCancel();
        form.resetFields();
      }}
      // The reason is what the dialog is for: the cursor is in it once the dialog is open.
      afterOpenChange={(isOpen) => isOpen && reasonField.current?.focus()}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={({ reason }) => onReject(reason.trim())}>
        <p>{intro}</p>
        <Form.Item
          label="Reason"
          name="reason"
          rules={[
            { required: true, whitespace: true, message: missing },
            { max: REASON_MAX, message: 'reason must be at most 1,000 characters' },
          ]}
        >
          <Input.TextArea ref={reasonField} rows={rows} maxLength={REASON_MAX} placeholder="What the organizer should change" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
