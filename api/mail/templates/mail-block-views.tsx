/** The HTML of each mail block (mail-blocks.ts), in the brand layout's look. */
import { Fragment, type CSSProperties } from 'react';
import { PALETTE, SERIF } from './brand-layout';
import { Button, Section, Text } from './email-components';
import type { Fact, MailBlock } from './mail-blocks';

const paragraph: CSSProperties = {
  fontSize: '15px',
  lineHeight: '24px',
  color: PALETTE.ink,
  margin: '0 0 16px',
};
const label: CSSProperties = {
  fontSize: '11px',
  letterSpacing: '2px',
  textTransform: 'uppercase',
  color: PALETTE.goldText,
  margin: '0 0 6px',
};
const factCell: CSSProperties = {
  fontSize: '14px',
  lineHeight: '22px',
  padding: '8px 0',
  borderBottom: `1px solid ${PALETTE.sand}`,
  verticalAlign: 'top',
};
const totalCell: CSSProperties = {
  ...factCell,
  fontFamily: SERIF,
  fontSize: '17px',
  borderBottom: 'none',
  borderTop: `1px solid ${PALETTE.gold}`,
  paddingTop: '12px',
};
const aside: CSSProperties = {
  borderLeft: `2px solid ${PALETTE.gold}`,
  padding: '4px 0 4px 16px',
  margin: '0 0 20px',
};
const button: CSSProperties = {
  backgroundColor: PALETTE.ink,
  color: PALETTE.ivory,
  fontSize: '12px',
  letterSpacing: '2px',
  textTransform: 'uppercase',
  padding: '14px 28px',
};

const hint: CSSProperties = { fontSize: '12px', color: PALETTE.inkSoft, margin: '10px 0 0' };
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Text with its line breaks kept: mail clients ignore `white-space: pre-line`. */
function Lines({ text }: { text: string }) {
  return text.split('\n').map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
}

function FactRow({ fact, total = false }: { fact: Fact; total?: boolean }) {
  const cell = total ? totalCell : factCell;
  return (
    <tr>
      <td style={{ ...cell, color: PALETTE.inkSoft, paddingRight: '16px' }}>{fact.label}</td>
      <td style={{ ...cell, color: PALETTE.ink, textAlign: 'right' }}>{fact.value}</td>
    </tr>
  );
}

function Facts({ rows, total }: { rows: readonly Fact[]; total?: Fact }) {
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ borderCollapse: 'collapse', margin: '4px 0 24px' }}
    >
      <tbody>
        {rows.map((fact, i) => (
          <FactRow key={i} fact={fact} />
        ))}
        {total && <FactRow fact={total} total />}
      </tbody>
    </table>
  );
}

function Aside({ title, text, quiet }: { title: string; text: string; quiet: boolean }) {
  const words: CSSProperties = quiet
    ? { ...paragraph, color: PALETTE.inkSoft, margin: 0 }
    : { ...paragraph, fontFamily: SERIF, fontSize: '17px', fontStyle: 'italic', margin: 0 };
  return (
    <Section style={quiet ? { ...aside, borderLeftColor: PALETTE.sand } : aside}>
      <Text style={label}>{title}</Text>
      <Text style={words}>
        <Lines text={text} />
      </Text>
    </Section>
  );
}

export function MailBlockView({ block }: { block: MailBlock }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <Text style={paragraph}>
          <Lines text={block.text} />
        </Text>
      );
    case 'facts':
      return <Facts rows={block.rows} total={block.total} />;
    case 'note':
      return <Aside title={block.label} text={block.text} quiet={false} />;
    case 'quote':
      return <Aside title={block.label} text={block.text} quiet />;
    case 'action':
      return (
        <Section style={{ margin: '8px 0 24px' }}>
          <Button href={block.href} style={button}>
            {block.label}
          </Button>
          {block.hint && <Text style={hint}>{capitalised(block.hint)}.</Text>}
        </Section>
      );
  }
}
