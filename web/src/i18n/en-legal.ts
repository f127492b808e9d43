import type { LegalText, LegalTexts } from './ja-legal';

// The legal pages in English, a translation for reference: the Japanese wording (ja-legal.ts) is the binding one.
const note = 'This English translation is provided for reference. If it differs from the Japanese text, the Japanese text prevails.';

const info: LegalText = {
  title: 'About us',
  lead: 'Information about the operator of Musubi (結び).',
  enactedOn: 'Effective April 1, 2025',
  note,
  sections: [
    { heading: 'Service', paragraphs: ['Musubi (結び)'] },
    { heading: 'Operator', paragraphs: ['Musubi Operations Office'] },
    { heading: 'Business', paragraphs: ['Planning, developing and running collaboration services for businesses, centred on chat and task management'] },
    { heading: 'Contact', paragraphs: ['Please send questions about the service through the contact form. We usually reply within 3 business days.'] },
    {
      heading: 'Pricing',
      paragraphs: [
        'The Free plan costs nothing. The Standard plan costs the amount shown on the plan page (tax included).',
        'Payment is made in advance by credit card, monthly or yearly as you choose. You can cancel at any time, and nothing is charged from the next renewal date on.',
      ],
    },
  ],
};

const service: LegalText = {
  title: 'Terms of service',
  lead: 'These terms of service (the “Terms”) set out the conditions for using the service “Musubi” (the “Service”) provided by the Musubi Operations Office (“we” or “us”).',
  enactedOn: 'Effective April 1, 2025',
  note,
  sections: [
    {
      heading: 'Article 1 (Scope)',
      paragraphs: [
        'These Terms apply to every relationship between us and users concerning the use of the Service.',
        'Users are deemed to have agreed to these Terms when they sign up for the Service.',
      ],
    },
    {
      heading: 'Article 2 (Accounts)',
      paragraphs: [
        'Users register accurate information and update it promptly when it changes.',
        'Users manage their email address and password on their own responsibility and must not let any third party use them.',
      ],
    },
    {
      heading: 'Article 3 (Paid plans)',
      paragraphs: [
        'The price of a paid plan is the amount shown on the plan page; it renews and is charged automatically to the registered credit card.',
        'Users can cancel a paid plan at any time. Fees already paid are not refunded, except where the law requires.',
      ],
    },
    {
      heading: 'Article 4 (Prohibited conduct)',
      paragraphs: [
        'Users must not break the law or public order and morals, infringe the rights of other users or third parties, interfere with the running of the Service, gain unauthorised access, or do anything else we judge inappropriate.',
      ],
    },
    {
      heading: 'Article 5 (Posted content)',
      paragraphs: [
        'The rights to messages, files and other content users post on the Service belong to the users or to their rightful owners.',
        'We handle such content only as far as needed to provide and maintain the Service.',
      ],
    },
    {
      heading: 'Article 6 (Changes to and suspension of the Service)',
      paragraphs: [
        'We may suspend all or part of the Service without notice for maintenance, failures or other unavoidable reasons.',
      ],
    },
    {
      heading: 'Article 7 (Disclaimer)',
      paragraphs: [
        'We are not liable for damage users suffer from the Service, except where it results from our intent or gross negligence.',
      ],
    },
    {
      heading: 'Article 8 (Changes to the Terms)',
      paragraphs: ['We may change these Terms as needed. The changed Terms take effect when posted on the Service.'],
    },
    {
      heading: 'Article 9 (Governing law and jurisdiction)',
      paragraphs: ['These Terms are governed by the laws of Japan, and the Tokyo District Court has exclusive jurisdiction in the first instance over any dispute about the Service.'],
    },
  ],
};

const privacy: LegalText = {
  title: 'Privacy policy',
  lead: 'We handle users’ personal information in the Service in accordance with the Act on the Protection of Personal Information and other laws, as follows.',
  enactedOn: 'Effective April 1, 2025',
  note,
  sections: [
    {
      heading: '1. Information we collect',
      paragraphs: [
        'Information users register, such as email address, name, company, industry, job title, address, phone number and qualifications',
        'Content users post on the Service, such as messages, files and tasks',
        'Information about use, such as login times, IP addresses and browser types',
        'Information about paid plan payments (card numbers are held by the payment processor, not by us)',
      ],
    },
    {
      heading: '2. Why we use it',
      paragraphs: [
        'To provide the Service, confirm identities, answer enquiries, bill fees, prevent misuse, improve the Service and send announcements.',
      ],
    },
    {
      heading: '3. Sharing with third parties',
      paragraphs: ['We do not share personal information with third parties without consent, except where the law requires. Contractors such as payment and email providers receive only what they need.'],
    },
    {
      heading: '4. Security',
      paragraphs: ['We take measures such as encrypted connections, hashed passwords and access control to prevent personal information from leaking or being lost.'],
    },
    {
      heading: '5. Disclosure, correction and deletion',
      paragraphs: ['Users can ask through the contact form for their personal information to be disclosed, corrected, no longer used or deleted.'],
    },
    { heading: '6. Cookies', paragraphs: ['We use cookies to keep you logged in. If you turn cookies off, you cannot log in to the Service.'] },
    { heading: '7. Changes', paragraphs: ['We will announce any change to this policy on the Service.'] },
  ],
};

export const enLegal: LegalTexts = { info, service, privacy };
