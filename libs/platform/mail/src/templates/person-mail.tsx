import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { render } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';

/**
 * What a mail to a person says; the one template set renders it as the quest-themed HTML part and
 * the plain-text part. Owner mail (feedback, support, sign-up notices) stays plain text.
 */
export interface PersonMailContent {
  /** The inbox preview line. */
  preview: string;
  heading: string;
  /** Paragraphs before the button. */
  intro: readonly string[];
  /** The one thing to do: a visible button, with its link also written out as text. */
  action?: { label: string; url: string; note?: string };
  /** Further choices, each a labelled link (text and HTML). */
  links?: readonly { before: string; label: string; url: string }[];
  /** Paragraphs after the button. */
  outro?: readonly string[];
}

export interface RenderedMail {
  html: string;
  text: string;
}

/**
 * The palette: dark parchment-on-night, the app's own look. A dark design is what mail clients'
 * dark modes leave alone, and each pair here passes WCAG AA contrast (libs/accounts/nest/src/mail/account-mails.int-spec.ts runs axe on every mail).
 */
const colours = {
  night: '#17122b',
  card: '#231b3d',
  ink: '#f4ecd8',
  muted: '#cfc3a8',
  gold: '#e0b44c',
  goldInk: '#1b1405',
  rule: '#4a3f6b',
} as const;

const font = "Georgia, 'Times New Roman', serif";

function PersonMail({ content }: { content: PersonMailContent }) {
  const paragraph = { color: colours.ink, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' };
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="dark light" />
        <meta name="supported-color-schemes" content="dark light" />
        <title>{content.heading}</title>
      </Head>
      <Preview>{content.preview}</Preview>
      <Body style={{ backgroundColor: colours.night, margin: 0, padding: '24px 12px', fontFamily: font }}>
        <Container
          style={{
            backgroundColor: colours.card,
            border: `1px solid ${colours.rule}`,
            borderRadius: '12px',
            maxWidth: '560px',
            padding: '32px 28px',
          }}
        >
          <Text
            style={{
              color: colours.gold,
              fontSize: '14px',
              letterSpacing: '3px',
              margin: '0 0 8px',
              textTransform: 'uppercase',
            }}
          >
            ✦ SideQuest
          </Text>
          <Heading
            as="h1"
            style={{
              color: colours.ink,
              fontSize: '26px',
              lineHeight: '32px',
              margin: '0 0 20px',
              fontWeight: 'normal',
            }}
          >
            {content.heading}
          </Heading>
          {content.intro.map((line) => (
            <Text key={line} style={paragraph}>
              {line}
            </Text>
          ))}
          {content.action && (
            <Section style={{ margin: '8px 0 24px' }}>
              <Button
                href={content.action.url}
                style={{
                  backgroundColor: colours.gold,
                  borderRadius: '8px',
                  color: colours.goldInk,
                  display: 'inline-block',
                  fontSize: '16px',
                  fontWeight: 'bold',
                  padding: '14px 24px',
                  textDecoration: 'none',
                }}
              >
                {content.action.label}
              </Button>
              <Text style={{ color: colours.muted, fontSize: '14px', lineHeight: '20px', margin: '16px 0 0' }}>
                {content.action.note ? `${content.action.note} ` : ''}Or open this link:{' '}
                <Link
                  href={content.action.url}
                  style={{ color: colours.gold, textDecoration: 'underline', wordBreak: 'break-all' }}
                >
                  {content.action.url}
                </Link>
              </Text>
            </Section>
          )}
          {content.links?.map((link) => (
            <Text key={link.url} style={paragraph}>
              {link.before}{' '}
              <Link href={link.url} style={{ color: colours.gold, textDecoration: 'underline' }}>
                {link.label}
              </Link>
            </Text>
          ))}
          {content.outro?.map((line) => (
            <Text key={line} style={paragraph}>
              {line}
            </Text>
          ))}
          <Hr style={{ borderColor: colours.rule, margin: '24px 0 16px' }} />
          <Text style={{ color: colours.muted, fontSize: '13px', lineHeight: '18px', margin: 0 }}>
            SideQuest: small real-world quests toward the jobs you dream of.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The plain-text part, written from the same content (not scraped from the HTML). */
export function personMailText(content: PersonMailContent): string {
  const blocks = [content.heading, ...content.intro];
  if (content.action)
    blocks.push(
      `${content.action.note ? `${content.action.note} ` : ''}${content.action.label}:\n${content.action.url}`,
    );
  for (const link of content.links ?? []) blocks.push(`${link.before} ${link.label}:\n${link.url}`);
  blocks.push(...(content.outro ?? []));
  return `${blocks.join('\n\n')}\n`;
}

export async function renderPersonMail(content: PersonMailContent): Promise<RenderedMail> {
  return { html: await render(<PersonMail content={content} />), text: personMailText(content) };
}
