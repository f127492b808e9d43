import { Stack, Text, Title } from '@mantine/core';
import { PageTitle } from '../../components/PageTitle';
import { TERMS_INFO, TERMS_PRIVACY, TERMS_SERVICE, type LegalText } from './content';

function LegalPage({ text }: { text: LegalText }) {
  return (
    <article>
      <PageTitle title={text.title} lead={text.lead} />
      <Stack gap="lg">
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
          {text.enactedOn} 制定
        </Text>
      </Stack>
    </article>
  );
}

export const TermsInfoPage = () => <LegalPage text={TERMS_INFO} />;
export const TermsPrivacyPage = () => <LegalPage text={TERMS_PRIVACY} />;
export const TermsServicePage = () => <LegalPage text={TERMS_SERVICE} />;
