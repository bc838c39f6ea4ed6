import { ExperimentOutlined } from '@ant-design/icons';
import { Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useErrorAnnouncer } from '../error-announcer';
import { PaymentFailureAlert, SecureNote } from './payment-parts';

/** The sandbox's "Test mode" note: what to type, and the test numbers with what each does. */
export function TestModeNote({ id, text, numbers }: { id: string; text: string; numbers?: readonly { number: string; outcome: string }[] }) {
  return (
    <div className="fc-pay__test-mode" role="note" aria-labelledby={id}>
      <p className="fc-pay__test-title" id={id}>
        <ExperimentOutlined aria-hidden="true" /> Test mode — no real money moves
      </p>
      <p className="fc-pay__test-text">{text}</p>
      {numbers && (
        <ul className="fc-pay__test-cards">
          {numbers.map((entry) => (
            <li key={entry.number}>
              <code>{entry.number}</code> {entry.outcome}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface SandboxFormFrameProps<Values> {
  form: FormInstance<Values>;
  name: string;
  note: ReactNode;
  failure: string | null;
  busy: boolean;
  onSubmit(values: Values): void;
  secureNote: string;
  children: ReactNode;
}

/**
 * What the sandbox's card and bank forms share: the test-mode note, the last refusal beside the form, the form
 * (checked on blur and on submit, its errors announced to screen readers) and the line under it.
 */
export function SandboxFormFrame<Values>({ form, name, note, failure, busy, onSubmit, secureNote, children }: SandboxFormFrameProps<Values>) {
  const { announce, region } = useErrorAnnouncer();
  return (
    <div className="fc-pay">
      {note}
      <PaymentFailureAlert message={failure} />
      {region}
      <Form<Values>
        form={form}
        name={name}
        layout="vertical"
        requiredMark={false}
        noValidate
        disabled={busy}
        validateTrigger={['onBlur', 'onSubmit']}
        onFinish={(values) => {
          announce([]);
          onSubmit(values);
        }}
        onFinishFailed={({ errorFields }) => announce(errorFields.flatMap((field) => field.errors))}
      >
        {children}
      </Form>
      <SecureNote>{secureNote}</SecureNote>
    </div>
  );
}
