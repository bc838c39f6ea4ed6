import { PrinterOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { organizationPaths, type Organization } from '../../../components/organizations/organizations-api';
import { usePageMeta } from '../../../lib/page-meta';
import { GivingOrganization } from './giving-organization';
import './organization-qr.css';

const ALL_FUNDS = '';

function Poster({ organization }: { organization: Organization }) {
  const [fundId, setFundId] = useState(ALL_FUNDS);
  const fund = organization.funds.find((f) => f.id === fundId) ?? null;
  const url = `${window.location.origin}${organizationPaths.give(organization.slug, fund?.id)}`;
  return (
    <div className="fc-container fc-page fc-qr">
      <div className="fc-qr__controls fc-card">
        <h1 className="fc-qr__controls-title">QR poster</h1>
        <p className="fc-muted">Print it for the lobby, the bulletin or the offering table: the code opens {organization.name}’s giving page.</p>
        <div className="fc-qr__field">
          <label className="fc-qr__label" htmlFor="fc-qr-fund">
            Fund
          </label>
          <Select
            id="fc-qr-fund"
            value={fundId}
            onChange={setFundId}
            options={[{ value: ALL_FUNDS, label: 'Any fund (the giver chooses)' }, ...organization.funds.map((f) => ({ value: f.id, label: f.name }))]}
            className="fc-qr__select"
          />
        </div>
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
          Print poster
        </Button>
      </div>

      <article className="fc-qr__poster" aria-labelledby="fc-qr-name">
        <h2 id="fc-qr-name" className="fc-qr__name">
          {organization.name}
        </h2>
        {fund && <p className="fc-qr__fund">{fund.name}</p>}
        <p className="fc-qr__call">Scan to give</p>
        <img
          key={fund?.id ?? 'all'}
          className="fc-qr__code"
          src={organizationPaths.qrImage(organization.id, fund?.id)}
          alt={`QR code that opens ${url}`}
          width={320}
          height={320}
        />
        <p className="fc-qr__url">{url}</p>
        <p className="fc-qr__footer">Secure giving by Faith Collective</p>
      </article>
    </div>
  );
}

/** /o/:slug/qr — a printable poster whose QR code opens the giving page (with the fund chosen here, if any). */
export default function OrganizationQrPage() {
  const { slug = '' } = useParams();
  usePageMeta('QR poster');
  return <GivingOrganization slug={slug}>{(organization) => <Poster organization={organization} />}</GivingOrganization>;
}
