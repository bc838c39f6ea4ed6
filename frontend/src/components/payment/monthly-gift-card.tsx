import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Popconfirm, Radio, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorText } from '../../api/client';
import { toast } from '../../app/toast';
import { formatDate, formatMoney } from '../../lib/format';
import { ButtonLink } from '../button-link';
import { ReviewStatusTag } from '../review-status-tag';
import { changeMonthlyGift, isPaused, pauseMonthlyGift, resumeMonthlyGift, skipMonthlyGift, STOP_REASONS, type MonthlyGift } from './monthly-gifts-api';

const DAYS = Array.from({ length: 28 }, (_, i) => ({ value: i + 1, label: String(i + 1) }));

interface ChangeValues {
  amount: string;
  dayOfMonth?: number;
}

/**
 * One monthly gift: campaign, amount each month, next date (paused until, past due: when the card is tried again) or
 * why it stopped. A running gift can be changed (amount, day of the month), skip its next month, be paused for up to
 * three months and resumed, and stopped (with a confirmation); a past-due one links to its card update.
 * `token`: a guest's manage link's (nothing for a member signed in). `onChanged`: the gift as the server answered.
 */
export function MonthlyGiftCard({
  gift,
  onStop,
  stopping,
  headingLevel = 4,
  token,
  onChanged,
}: {
  gift: MonthlyGift;
  onStop(): void;
  stopping: boolean;
  headingLevel?: 2 | 4;
  token?: string;
  onChanged?: (gift: MonthlyGift) => void;
}) {
  const running = gift.status === 'active';
  const pastDue = gift.status === 'past_due';
  const paused = isPaused(gift);
  const Heading = headingLevel === 2 ? 'h2' : 'h4';
  const actor = token ? { token } : {};
  const [changing, setChanging] = useState(false);
  const [pausing, setPausing] = useState(false);
  const [form] = Form.useForm<ChangeValues>();
  const [months, setMonths] = useState(1);

  const act = useMutation({
    mutationFn: (action: { kind: 'change'; values: ChangeValues } | { kind: 'skip' } | { kind: 'pause'; months: number } | { kind: 'resume' }) => {
      if (action.kind === 'change') {
        const amount = action.values.amount.trim();
        return changeMonthlyGift(gift.id, { ...(amount !== gift.amount && { amount }), ...(action.values.dayOfMonth && { dayOfMonth: action.values.dayOfMonth }) }, actor);
      }
      if (action.kind === 'skip') return skipMonthlyGift(gift.id, actor);
      if (action.kind === 'pause') return pauseMonthlyGift(gift.id, action.months, actor);
      return resumeMonthlyGift(gift.id, actor);
    },
    onSuccess: (changed, action) => {
      setChanging(false);
      setPausing(false);
      const next = changed.nextChargeAt ? formatDate(changed.nextChargeAt) : 'its next date';
      const title = { change: 'Monthly gift changed', skip: 'Next month skipped', pause: 'Monthly gift paused', resume: 'Monthly gift resumed' }[action.kind];
      toast({ title, description: `${formatMoney(changed.total)} a month; the next gift is on ${next}.`, variant: 'success' });
      onChanged?.(changed);
    },
    onError: (error) => toast({ title: 'Could not change the monthly gift', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
  });
  const busy = (kind: string) => act.isPending && act.variables?.kind === kind;

  return (
    <li className="fc-monthly__item">
      <div className="fc-monthly__head">
        <Heading className="fc-monthly__campaign">
          {gift.campaign.slug ? <Link to={`/donate/${encodeURIComponent(gift.campaign.slug)}`}>{gift.campaign.title}</Link> : gift.campaign.title}
        </Heading>
        <strong className="fc-monthly__amount">{formatMoney(gift.total)} / month</strong>
      </div>
      <p className="fc-monthly__line fc-muted">
        {pastDue ? (
          <>
            <ReviewStatusTag outcome="waiting" label="Past due" /> This month&apos;s gift could not be charged
            {gift.nextRetryAt ? `; we will try the card again on ${formatDate(gift.nextRetryAt)}` : ''}. Update your card to keep giving.
          </>
        ) : paused ? (
          <>
            <Tag>Paused</Tag> Nothing is charged until {formatDate(gift.pausedUntil)}: the next gift is on {formatDate(gift.nextChargeAt)}
          </>
        ) : running ? (
          <>
            <Tag>Active</Tag> Next gift on {gift.nextChargeAt ? formatDate(gift.nextChargeAt) : 'its next date'}
            {gift.dayOfMonth ? ` (the ${gift.dayOfMonth}${ordinal(gift.dayOfMonth)} of each month)` : ''}
            {Number(gift.tip) > 0 && ` · includes a ${formatMoney(gift.tip)} tip`}
          </>
        ) : (
          <>
            <Tag>Stopped</Tag> {gift.stopReason ? STOP_REASONS[gift.stopReason] : 'Stopped'}
            {gift.stoppedAt && ` on ${formatDate(gift.stoppedAt)}`} · nothing more will be charged
          </>
        )}
      </p>
      {(running || pastDue) && (
        <Space wrap>
          {gift.updatePaymentPath && (
            <ButtonLink type={pastDue ? 'primary' : 'default'} to={gift.updatePaymentPath} aria-label={`Update card for monthly gift to ${gift.campaign.title}`}>
              Update card
            </ButtonLink>
          )}
          {running && (
            <>
              <Button
                onClick={() => {
                  form.setFieldsValue({ amount: gift.amount, dayOfMonth: gift.dayOfMonth ?? undefined });
                  setChanging(true);
                }}
                aria-label={`Change monthly gift to ${gift.campaign.title}`}
              >
                Change
              </Button>
              {paused ? (
                <Button loading={busy('resume')} onClick={() => act.mutate({ kind: 'resume' })} aria-label={`Resume monthly gift to ${gift.campaign.title}`}>
                  Resume
                </Button>
              ) : (
                <>
                  <Popconfirm
                    title="Skip next month?"
                    description={`Nothing is charged on ${gift.nextChargeAt ? formatDate(gift.nextChargeAt) : 'the next date'}; the month after is charged as usual.`}
                    okText="Skip next month"
                    cancelText="Keep it"
                    onConfirm={() => act.mutate({ kind: 'skip' })}
                  >
                    <Button loading={busy('skip')} aria-label={`Skip next month of monthly gift to ${gift.campaign.title}`}>
                      Skip next month
                    </Button>
                  </Popconfirm>
                  <Button onClick={() => setPausing(true)} aria-label={`Pause monthly gift to ${gift.campaign.title}`}>
                    Pause
                  </Button>
                </>
              )}
            </>
          )}
          <Popconfirm
            title="Stop this monthly gift?"
            description="Nothing more will be charged. Gifts already given stay with the campaign."
            okText="Stop monthly gift"
            cancelText="Keep giving"
            onConfirm={onStop}
          >
            <Button danger loading={stopping} aria-label={`Stop monthly gift to ${gift.campaign.title}`}>
              Stop monthly gift
            </Button>
          </Popconfirm>
        </Space>
      )}
      <Modal
        title="Change your monthly gift"
        open={changing}
        okText="Save changes"
        confirmLoading={busy('change')}
        onOk={() => form.submit()}
        onCancel={() => setChanging(false)}
        destroyOnHidden
      >
        <p className="fc-muted">The change applies from your next gift on.</p>
        <Form<ChangeValues> form={form} layout="vertical" requiredMark={false} onFinish={(values) => act.mutate({ kind: 'change', values })}>
          <Form.Item
            label="Gift each month (USD)"
            name="amount"
            rules={[
              { required: true, message: 'Please enter an amount.' },
              { pattern: /^\d+(\.\d{1,2})?$/, message: 'Amount must be a number of dollars with at most two decimal places' },
            ]}
          >
            <Input inputMode="decimal" prefix="$" />
          </Form.Item>
          <Form.Item label="Day of the month" name="dayOfMonth" extra="Days 1 to 28, so every month has it.">
            <Select options={DAYS} placeholder="Keep the current day" allowClear disabled={paused} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        title="Pause your monthly gift"
        open={pausing}
        okText={`Pause for ${months} month${months > 1 ? 's' : ''}`}
        confirmLoading={busy('pause')}
        onOk={() => act.mutate({ kind: 'pause', months })}
        onCancel={() => setPausing(false)}
        destroyOnHidden
      >
        <p>Nothing is charged while it is paused; it then continues by itself. You can resume it earlier.</p>
        <Radio.Group value={months} onChange={(e) => setMonths(Number(e.target.value))} aria-label="How long to pause">
          {[1, 2, 3].map((m) => (
            <Radio key={m} value={m}>
              {m} month{m > 1 ? 's' : ''}
            </Radio>
          ))}
        </Radio.Group>
      </Modal>
    </li>
  );
}

function ordinal(day: number): string {
  if (day >= 11 && day <= 13) return 'th';
  return ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
}
