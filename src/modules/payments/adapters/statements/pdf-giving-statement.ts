import PDFDocument from 'pdfkit';
import type { GivingStatement } from '../../application/giving-statements.queries.js';
import { usd, usDate, zoneLabel } from './statement-format.js';

const MARGIN = 54;
const INK = '#1b2433';
const MUTED = '#4a5568';
const RULE = '#c8ccd4';

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

/**
 * The year-end giving statement as a US Letter PDF: the organization and the donor, a table of
 * gifts (date, campaign, gift, tip, status; refunded gifts marked and left out of the totals), the
 * totals, the gifts to each organization under its name and EIN (each fund's part), the membership
 * payments apart, and the organization's 501(c)(3) statement with its EIN.
 */
export function givingStatementPdf(statement: GivingStatement): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: `${statement.organization.name} giving statement ${statement.year}`, Author: statement.organization.name, Subject: `Giving statement for ${statement.donor.name}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const tz = statement.timeZone;
  const width = doc.page.width - MARGIN * 2;
  const bottom = () => doc.page.height - MARGIN;

  doc.fillColor(INK).font('Helvetica-Bold').fontSize(20).text(statement.organization.name);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(statement.organization.address);
  doc.font('Helvetica').fontSize(14).fillColor(MUTED).text(`Year-end giving statement ${statement.year}`);
  doc.moveDown(0.8);
  doc.fontSize(10).fillColor(INK);
  doc.font('Helvetica-Bold').text('Donor: ', { continued: true }).font('Helvetica').text(`${statement.donor.name} (${statement.donor.email})`);
  doc.font('Helvetica-Bold').text('Period: ', { continued: true }).font('Helvetica').text(`January 1 to December 31, ${statement.year}`);
  doc.font('Helvetica-Bold').text('Issued: ', { continued: true }).font('Helvetica').text(usDate(statement.issuedAt, tz));
  doc.font('Helvetica-Bold').text('Dates in: ', { continued: true }).font('Helvetica').text(zoneLabel(tz));
  doc.font('Helvetica-Bold').text('EIN: ', { continued: true }).font('Helvetica').text(statement.organization.ein);
  doc.moveDown(1);

  const table = (heading: string, columns: Column[], rows: string[][], empty: string) => {
    doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(heading, MARGIN, doc.y, { width });
    doc.moveDown(0.4);
    const drawHeader = () => {
      let x = MARGIN;
      const y = doc.y;
      doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
      for (const c of columns) {
        doc.text(c.title, x, y, { width: c.width - 6, align: c.align });
        x += c.width;
      }
      doc.moveTo(MARGIN, doc.y + 2).lineTo(MARGIN + width, doc.y + 2).strokeColor(RULE).stroke();
      doc.y += 6;
    };
    drawHeader();
    if (rows.length === 0) {
      doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(empty, MARGIN, doc.y, { width });
      doc.moveDown(1);
      return;
    }
    doc.font('Helvetica').fontSize(10).fillColor(INK);
    for (const row of rows) {
      const height = Math.max(...row.map((value, i) => doc.heightOfString(value, { width: columns[i].width - 6 }))) + 4;
      if (doc.y + height > bottom()) {
        doc.addPage();
        drawHeader();
        doc.font('Helvetica').fontSize(10).fillColor(INK);
      }
      const y = doc.y;
      let x = MARGIN;
      row.forEach((value, i) => {
        doc.text(value, x, y, { width: columns[i].width - 6, align: columns[i].align });
        x += columns[i].width;
      });
      doc.y = y + height;
    }
    doc.x = MARGIN;
    doc.moveDown(0.6);
  };

  table(
    'Gifts',
    [
      { title: 'Date', width: 78, align: 'left' },
      { title: 'Campaign', width: 188, align: 'left' },
      { title: 'Gift', width: 70, align: 'right' },
      { title: 'Tip', width: 56, align: 'right' },
      { title: 'Status', width: 112, align: 'left' },
    ],
    statement.gifts.map((g) => [
      usDate(g.date, tz),
      g.campaignTitle,
      usd(g.giftCents),
      usd(g.tipCents),
      g.refunded ? `Refunded${g.refundedAt ? ` ${usDate(g.refundedAt, tz)}` : ''}` : 'Completed',
    ]),
    `No gifts were recorded in ${statement.year}.`,
  );

  const t = statement.totals;
  const totalLine = (label: string, value: string, bold = false) => {
    if (doc.y + 16 > bottom()) doc.addPage();
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10).fillColor(INK);
    doc.text(label, MARGIN, y, { width: width - 110 });
    doc.text(value, MARGIN + width - 110, y, { width: 110, align: 'right' });
    doc.y = Math.max(doc.y, y + 14);
  };
  doc.font('Helvetica-Bold').fontSize(12).text('Totals', MARGIN, doc.y, { width });
  doc.moveDown(0.3);
  totalLine('Gifts to campaigns', usd(t.giftCents));
  totalLine(`Tips to ${statement.organization.name}`, usd(t.tipCents));
  if (t.feeCoveredCents > 0) totalLine(`Processing fees you covered (to ${statement.organization.name})`, usd(t.feeCoveredCents));
  totalLine('Refunded to you (not counted)', usd(t.refundedCents));
  totalLine(`Total contributions ${statement.year}`, usd(t.contributionCents), true);
  doc.moveDown(1);

  // Gifts to organizations, each under the organization that received them (their charity of record).
  for (const charity of statement.organizations) {
    if (doc.y + 90 > bottom()) doc.addPage();
    table(
      `Gifts received by ${charity.name}`,
      [
        { title: 'Date', width: 78, align: 'left' },
        { title: 'Fund', width: 244, align: 'left' },
        { title: 'Amount', width: 70, align: 'right' },
        { title: 'Status', width: 112, align: 'left' },
      ],
      charity.gifts.flatMap((g) =>
        g.parts.map((p, i) => [
          i === 0 ? usDate(g.date, tz) : '',
          p.fundName,
          usd(p.cents),
          g.refunded ? `Refunded${g.refundedAt ? ` ${usDate(g.refundedAt, tz)}` : ''}` : 'Completed',
        ]),
      ),
      '',
    );
    totalLine(`Total received by ${charity.name} ${statement.year}`, usd(charity.totalCents), true);
    doc.font('Helvetica').fontSize(9).fillColor(MUTED);
    doc.text(`${charity.name}, ${charity.address} · EIN ${charity.ein}. No goods or services were provided in exchange for these gifts.`, MARGIN, doc.y + 2, { width });
    doc.fillColor(INK);
    doc.moveDown(1);
  }

  table(
    'Membership payments (not contributions)',
    [
      { title: 'Date', width: 78, align: 'left' },
      { title: 'Description', width: 306, align: 'left' },
      { title: 'Amount', width: 120, align: 'right' },
    ],
    statement.memberships.map((m) => [usDate(m.date, tz), m.description, usd(m.amountCents)]),
    `No membership payments in ${statement.year}.`,
  );
  if (statement.memberships.length > 0) totalLine('Total membership payments', usd(t.membershipCents), true);

  doc.moveDown(1.2);
  if (doc.y + 80 > bottom()) doc.addPage();
  doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).strokeColor(RULE).stroke();
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(statement.organization.taxStatement, MARGIN, doc.y, { width });
  doc.moveDown(0.5);
  // The statement lists membership payments; a gift's receipt does not, so this sentence is the statement's alone.
  doc.text('Business network membership payments buy a service and are listed separately; they are not charitable contributions.', { width });
  doc.moveDown(0.5);
  doc.text(`${statement.organization.name} · EIN ${statement.organization.ein} · 100 Fellowship Way, Nashville, TN 37203 · hello@faithcollective.example`, { width });
  doc.end();
  return done;
}
