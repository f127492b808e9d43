import { Alert, Stack, Text, Title } from '@mantine/core';
import { PageTitle } from '../../components/PageTitle';
import { useTranslation } from '../../i18n';
import { enLegal } from '../../i18n/en-legal';
import { jaLegal, type LegalTexts } from '../../i18n/ja-legal';

const LEGAL = { ja: jaLegal, en: enLegal };

function LegalPage({ page }: { page: keyof LegalTexts }) {
  const { language } = useTranslation();
  const text = LEGAL[language][page];
  return (
    <article>
      <PageTitle title={text.title} lead={text.lead} />
      <Stack gap="lg">
        {text.note && <Alert color="gray">{text.note}</Alert>}
        {text.sections.map((section) => (
          <section key={section.heading}>
            <Title order={2} size="h4" mb="xs">
              {section.heading}
            </Title>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph} mb="xs">
                {paragraph}
              </Text>
            ))}
          </section>
        ))}
        <Text size="sm" c="dimmed" ta="right">
          {text.enactedOn}
        </Text>
      </Stack>
    </article>
  );
}

export const TermsInfoPage = () => <LegalPage page="info" />;
export const TermsPrivacyPage = () => <LegalPage page="privacy" />;
export const TermsServicePage = () => <LegalPage page="service" />;
