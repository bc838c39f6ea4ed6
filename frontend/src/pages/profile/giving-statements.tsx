import { FilePdfOutlined, FileTextOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { paymentQueries } from '../../components/payment/payment-api';
import { PLATFORM_TIME_ZONE } from '../../lib/format';

/** Statements count a calendar year where the organization is (Nashville, TN), as the server does. */
const yearOf = (iso: string) => Number(new Intl.DateTimeFormat('en-US', { timeZone: PLATFORM_TIME_ZONE, year: 'numeric' }).format(new Date(iso)));

/** Profile → Donations: a year-end giving statement (PDF, or CSV for a spreadsheet) for each year with gifts. */
export function GivingStatements() {
  const { data } = useQuery(paymentQueries.myDonations());
  const years = [...new Set((data ?? []).map((d) => yearOf(d.createdAt)))].sort((a, b) => b - a);
  if (years.length === 0) return null;
  return (
    <section className="fc-statements" aria-labelledby="fc-statements-title">
      <h3 id="fc-statements-title" className="fc-statements__title">
        Year-end giving statements
      </h3>
      <p className="fc-muted fc-statements__hint">For your tax records: every gift and tip of the year, refunds left out, with our 501(c)(3) statement and EIN.</p>
      <ul className="fc-statements__list">
        {years.map((year) => (
          <li key={year} className="fc-statements__year">
            <strong>{year}</strong>
            <Button href={`/api/user/giving-statement?year=${year}`} download={`giving-statement-${year}.pdf`} icon={<FilePdfOutlined aria-hidden="true" />}>
              Download {year} statement (PDF)
            </Button>
            <a className="fc-statements__csv" href={`/api/user/giving-statement?year=${year}&format=csv`} download={`giving-statement-${year}.csv`}>
              <FileTextOutlined aria-hidden="true" /> CSV
              <span className="fc-sr-only"> of {year}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
