import { CopyOutlined, DesktopOutlined, QrcodeOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '../../app/toast';
import { organizationPaths, type Organization } from '../../components/organizations/organizations-api';

/** The snippet that puts the giving form on the organization's own website. */
export function embedSnippet(origin: string, organization: Pick<Organization, 'slug' | 'name'>): string {
  return `<iframe src="${origin}${organizationPaths.embed(organization.slug)}" title="Give to ${organization.name.replace(/"/g, '&quot;')}" width="100%" height="900" style="border:0;max-width:600px" loading="lazy"></iframe>`;
}

/** Ways to give outside this page: the form on the church's own website, the lobby kiosk, the QR poster (admins, treasurers). */
export function ShareTab({ organization }: { organization: Organization }) {
  const snippet = embedSnippet(window.location.origin, organization);
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied(true);
      toast({ title: 'Copied', description: 'Paste the snippet into a page of your website.', variant: 'success' });
    } catch {
      toast({ title: 'Could not copy', description: 'Select the snippet and copy it yourself.', variant: 'destructive' });
    }
  }

  return (
    <div className="fc-org-manage">
      <h3 className="fc-org-manage__title">Share</h3>
      <h4 className="fc-org-manage__subtitle">Giving form for your website</h4>
      <p className="fc-muted">Paste this into a page of your own website: the giving form shows there, and gifts come to your funds.</p>
      <label className="fc-org-manage__label" htmlFor="fc-embed-snippet">
        Embed snippet
      </label>
      <Input.TextArea id="fc-embed-snippet" value={snippet} readOnly rows={3} className="fc-org-share__snippet" onFocus={(event) => event.target.select()} />
      <Button icon={<CopyOutlined />} onClick={() => void copy()} className="fc-org-share__copy">
        {copied ? 'Copied' : 'Copy snippet'}
      </Button>

      <h4 className="fc-org-manage__subtitle">In your building</h4>
      <ul className="fc-org-share__links">
        <li>
          <DesktopOutlined aria-hidden="true" />{' '}
          <a href={organizationPaths.kiosk(organization.slug)} target="_blank" rel="noopener">
            Lobby kiosk<span className="fc-sr-only"> (opens in a new tab)</span>
          </a>
          <span className="fc-muted">: a full-screen giving page for a tablet; it starts over by itself after each gift.</span>
        </li>
        <li>
          <QrcodeOutlined aria-hidden="true" /> <Link to={organizationPaths.qr(organization.slug)}>QR poster</Link>
          <span className="fc-muted">: print it for the bulletin or the offering table.</span>
        </li>
        <li>
          <span className="fc-muted">Giving page: </span>
          <Link to={organizationPaths.give(organization.slug)}>{`${window.location.origin}${organizationPaths.give(organization.slug)}`}</Link>
        </li>
      </ul>
    </div>
  );
}
