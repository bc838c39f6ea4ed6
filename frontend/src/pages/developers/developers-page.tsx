import { Link } from 'react-router-dom';
import { usePageMeta } from '../../lib/page-meta';
import '../legal/legal.css';
import './developers-page.css';

const SCOPES: [string, string][] = [
  ['campaigns:read', 'Read campaigns, their updates and words of support; your own campaigns'],
  ['campaigns:write', 'Create, edit and archive your campaigns; post updates; hide words of support'],
  ['donations:read', "Your campaigns' gifts and donor lists, their funds; your own gifts; your organizations' giving reports"],
  ['donations:write', 'Refund a gift to your campaign or organization'],
  ['payouts:read', 'Payouts and payout accounts'],
  ['payouts:write', 'Request a payout'],
  ['organizations:read', 'Your organizations, their teams'],
  ['organizations:write', "Change your organizations: profile, funds, team, campaigns"],
  ['webhooks:write', 'Manage webhook endpoints (coming next)'],
];

const CURL = `curl https://faithcollective.example/api/campaigns/CAMPAIGN_ID/donors \\
  -H "Authorization: Bearer fc_live_…"`;

const IDEMPOTENT = `curl -X POST https://faithcollective.example/api/donations/DONATION_ID/refund \\
  -H "Authorization: Bearer fc_live_…" \\
  -H "Idempotency-Key: refund-2026-11-29-0042" \\
  -H "Content-Type: application/json" -d '{}'`;

/**
 * /developers: how an integrator (a church management system, an accounting tool, a church's own website) calls the
 * API: keys and scopes, idempotent writes, limits, paging and errors, and where the contract is.
 */
export default function DevelopersPage() {
  usePageMeta('Developers', 'Call the Faith Collective API from your own software: API keys with scopes, idempotent writes, rate limits and the OpenAPI contract.');
  return (
    <article className="fc-container fc-page fc-prose fc-developers" aria-labelledby="fc-developers-title">
      <h1 id="fc-developers-title">Developers</h1>
      <p className="fc-lead">
        Your church management system, your accounting tool or your church's own website can call the Faith Collective API
        as you, with a key you make and can revoke at any time.
      </p>

      <h2>The contract</h2>
      <p>
        Every operation is described in the OpenAPI contract: <a href="/api/docs/openapi.yaml">openapi.yaml</a> (or{' '}
        <a href="/api/docs/openapi.json">JSON</a>). <a href="/api/docs">Try it in the browser</a>: choose Authorize, paste a key, and
        call the operations your key's scopes open.
      </p>

      <h2>API keys</h2>
      <p>
        Make a key in <Link to="/profile?tab=developers">Profile → Developers</Link>: give it a name and the scopes it needs, nothing
        more. Its secret (<code>fc_live_…</code>; <code>fc_test_…</code> on a server whose payments run in test mode) is shown once:
        keep it on your server, never in a web page. Send it with each call:
      </p>
      {/* Focusable: a code sample wider than the screen scrolls, with the keyboard too. */}
      <pre tabIndex={0} aria-label="Example: a campaign's donor list with a key">
        <code>{CURL}</code>
      </pre>
      <p>
        A key acts as you: it sees what you may see and changes what you may change, limited to its scopes. A call outside them is
        answered <code>403</code> with the scope it lacks. A key never reaches administrators' operations, and it cannot make or
        revoke keys. A revoked or expired key is answered <code>401</code> at once. Each key's last use is shown in your profile.
      </p>
      <table aria-label="Scopes">
        <thead>
          <tr>
            <th scope="col">Scope</th>
            <th scope="col">What it opens</th>
          </tr>
        </thead>
        <tbody>
          {SCOPES.map(([scope, what]) => (
            <tr key={scope}>
              <td>
                <code>{scope}</code>
              </td>
              <td>{what}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>Safe retries: Idempotency-Key</h2>
      <p>
        Every <code>POST</code> accepts an <code>Idempotency-Key</code> header (1 to 255 characters, one per operation you mean to do
        once). The first successful answer is kept for 24 hours: sending the same request with the same key again returns that answer
        (with <code>Idempotent-Replayed: true</code>) and does nothing twice. The same key with a different request is answered{' '}
        <code>422</code>; while the first is still being answered, <code>409</code> (try again in a moment). A refused request is not
        kept, so you may fix it and retry with the same key.
      </p>
      <pre tabIndex={0} aria-label="Example: a refund that is done once, however often it is sent">
        <code>{IDEMPOTENT}</code>
      </pre>

      <h2>Limits</h2>
      <p>
        A key may make 600 calls a minute. Every answer says where it stands: <code>RateLimit-Limit</code>,{' '}
        <code>RateLimit-Remaining</code> and <code>RateLimit-Reset</code> (seconds until the count starts again). Over the limit the
        answer is <code>429</code> with <code>Retry-After</code>.
      </p>

      <h2>Paging and errors</h2>
      <p>
        Long lists come a page at a time: the next page's cursor is in the <code>X-Next-Cursor</code> header (pass it as{' '}
        <code>cursor</code>) and its address in <code>Link</code> (<code>rel="next"</code>), until the last page, which has neither. Every error answer is JSON with a human <code>message</code>, a stable{' '}
        <code>code</code> to program against and, for a request that is not valid, the <code>errors</code> of each field. Amounts
        are US dollars as decimal strings (<code>"57.50"</code>).
      </p>
    </article>
  );
}
