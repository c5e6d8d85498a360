// The mini-program's user agreement and privacy policy in English; the same sections as zh.ts.
import type { LegalTexts } from './types'

const legalEn: LegalTexts = {
  userAgreement: {
    title: 'Growth Radar User Agreement',
    updated: 'Last updated: 25 November 2026',
    intro:
      'Welcome to the Growth Radar mini-program. This agreement sets out what you and we may expect of each other when you use the service. Please read it before you sign in; ticking the box and signing in means you accept it.',
    sections: [
      {
        heading: '1. The service',
        paragraphs: [
          'Growth Radar gives online sellers and market analysts statistics on fast-growing concepts, brands and categories on e-commerce platforms and social media: sales, year-on-year growth, social mentions and their trends.',
          'Sales figures are extrapolated from public information of the mainstream platforms and statistical data. They show trends and are not the actual business figures of any platform or seller.',
          'Without signing in you can browse some of the fastest-growing concepts of one platform in the latest month; signed in, you see every ranking, concept detail, follow and monthly report your account covers.',
        ],
      },
      {
        heading: '2. Your account and signing in',
        paragraphs: [
          'You can sign in with WeChat, a text-message code or your password. With WeChat, all we receive from WeChat is an identifier of your WeChat user, used to find the Growth Radar account linked to it.',
          'Accounts are opened by your company or by you; the categories, platforms and months you can see follow your account. Keep your password and codes to yourself and do not lend your account to others.',
          'You can unlink WeChat on the Me page. Unlinking ends this session; the next WeChat sign-in asks you to link your account again with your password or a code.',
        ],
      },
      {
        heading: '3. Fair use',
        paragraphs: [
          'Use the service lawfully. Do not collect its data with crawlers or bulk requests, do not disturb its operation, and do not use its data for unlawful purposes.',
          'To keep the service stable we limit the number of requests per minute, and we may restrict or end the use of an account that breaks this agreement.',
        ],
      },
      {
        heading: '4. Intellectual property',
        paragraphs: [
          'The software, page design, statistical methods and the compilations of data of Growth Radar belong to its operator. You may quote figures in your daily work, naming the source, but may not copy, resell or publish them as a whole without written permission.',
        ],
      },
      {
        heading: '5. Changes and interruptions',
        paragraphs: [
          'We keep improving the service and may add, change or retire features. Important changes are announced in the mini-program.',
          'When maintenance, network failures or force majeure interrupt the service, we restore it as soon as we can and announce planned interruptions in advance where possible.',
        ],
      },
      {
        heading: '6. Limitation of liability',
        paragraphs: [
          "The statistics carry estimation error; please judge for yourself. As far as the law allows, we are not liable for losses from business decisions made on the service's figures alone.",
        ],
      },
      {
        heading: '7. Updates and contact',
        paragraphs: [
          'When this agreement changes, the login page shows the new version and asks for your consent again.',
          "Questions about this agreement: write to us through the mini-program's customer service or at support@growthradar.demo.",
        ],
      },
    ],
  },
  privacyPolicy: {
    title: 'Growth Radar Privacy Policy',
    updated: 'Last updated: 25 November 2026',
    intro:
      'Your personal information matters to us. This policy explains what the Growth Radar mini-program collects, why, how it is kept, and how you can manage it.',
    sections: [
      {
        heading: '1. What we collect',
        paragraphs: [
          'Your WeChat identifier: when you sign in with WeChat, the mini-program calls wx.login for a one-time code, and our server exchanges it with WeChat for the identifier of your WeChat user (openid), to link your Growth Radar account. We do not obtain your WeChat nickname, avatar or contacts.',
          "Account information: your account name (e-mail), your phone number (when you sign in or open a free account with a text-message code, or set up alerts), and your account's service period and permissions.",
          'Usage information: the concepts you follow, your alert settings, the page parameters saved when you share, and page changes and searches, used to improve the product.',
          'Device and error information: when a page fails, we record the page, the WeChat and system versions and the device model, to find the cause.',
        ],
      },
      {
        heading: '2. How we use it',
        paragraphs: [
          'To sign you in and keep you signed in, to show the data your account covers, to keep your follows and alerts, to send the text-message alerts you set up, and to fix faults and keep the service secure. We do not use it for anything unrelated to the service.',
        ],
      },
      {
        heading: '3. The clipboard',
        paragraphs: [
          'The mini-program writes to the clipboard only when you tap a Copy button (for example, the support e-mail address). It never reads your clipboard.',
        ],
      },
      {
        heading: '4. Storage and security',
        paragraphs: [
          'Information is stored on servers in mainland China. A session lasts at most 30 days and ends at once when you sign out or unlink WeChat; the server keeps only a digest of the session token, never the token itself.',
          'Error and usage records are deleted on a rolling schedule; when an account is closed, the personal information tied to it is deleted or anonymised.',
        ],
      },
      {
        heading: '5. Sharing and processors',
        paragraphs: [
          'We do not sell your personal information. To send codes and alerts, the phone number and message go to our text-message provider; signing in with WeChat exchanges the login code with WeChat. Apart from what the law requires, we give your personal information to no other third party.',
        ],
      },
      {
        heading: '6. Your rights',
        paragraphs: [
          'On the Me page you can see your account, unfollow concepts, change alerts, unlink WeChat, or close your account at any time with Close account (the account and its personal information are deleted at once); you can also ask us to show, correct or delete your personal information. We answer within 15 working days.',
          'You may refuse the privacy authorisation at any time; copying and other features that need it are then unavailable, while the public ranking preview stays open to you.',
        ],
      },
      {
        heading: '7. Children',
        paragraphs: ['The service is meant for business users, not for children under 14.'],
      },
      {
        heading: '8. Contact',
        paragraphs: [
          "Questions about this policy or your personal information: write to us through the mini-program's customer service or at privacy@growthradar.demo. When this policy changes, the login page shows the new version and asks for your consent again.",
        ],
      },
    ],
  },
}

export default legalEn
