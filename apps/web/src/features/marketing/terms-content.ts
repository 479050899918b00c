/** Terms & Conditions (SPEC: Basic Terms, Rights & Restrictions, Access and Use of the Services). */

export interface TermsBlock {
  heading?: string
  paragraphs?: readonly string[]
  list?: readonly string[]
}

export interface TermsSection {
  id: string
  title: string
  summary: string
  blocks: readonly TermsBlock[]
}

export const TERMS_UPDATED = '2 March 2026'

export const TERMS_SECTIONS: readonly TermsSection[] = [
  {
    id: 'basic-terms',
    title: 'Basic Terms',
    summary: 'Who these terms are between, who may use Learnlane and how your account works.',
    blocks: [
      {
        paragraphs: [
          'These terms are an agreement between you and Learnlane Learning Ltd. ("Learnlane", "we", "us") about your use of the Learnlane website, apps and services (together, the "Services"). By creating an account, buying a course or otherwise using the Services you accept these terms. If you do not agree, please do not use the Services.',
        ],
      },
      {
        heading: 'Who can use Learnlane',
        paragraphs: [
          'You must be at least 16 years old, or the age of digital consent where you live if that is higher, to create an account. Younger learners may use the Services through an account held and supervised by a parent or guardian.',
        ],
      },
      {
        heading: 'Your account',
        list: [
          'Give accurate information when you register and keep it up to date.',
          'Keep your password private. You are responsible for what happens under your account unless you tell us promptly that it has been misused.',
          'One person per account: accounts may not be shared or sold.',
          'Student and Mentor accounts are separate; choose the one that matches what you want to do.',
        ],
      },
      {
        heading: 'Purchases and refunds',
        paragraphs: [
          'Prices are shown in US dollars and include any charges listed in the cart, such as shipping and handling. When you buy a course you receive a licence to view it as described below, not ownership of the content. You may ask for a refund within 30 days of buying a course if you have watched less than a third of it; refunds are paid back to the original payment method.',
        ],
      },
    ],
  },
  {
    id: 'rights-restrictions',
    title: 'Rights & Restrictions',
    summary: 'What you may do with course content, what belongs to whom and what is not allowed.',
    blocks: [
      {
        heading: 'Your licence to learn',
        paragraphs: [
          'When you enrol in a course, we grant you a personal, non-exclusive, non-transferable licence to view it through the Services for your own, non-commercial learning, for as long as the course remains available on Learnlane. You may download materials the instructor marks as downloadable for your own use.',
        ],
      },
      {
        heading: 'Content you create',
        paragraphs: [
          'Instructors keep the rights in the courses they publish, and learners keep the rights in the reviews, questions and answers they post. By publishing content on Learnlane you allow us to host, display, promote and distribute it within the Services, and to make technical copies needed to do so (for example, converting video formats). You confirm that you have the rights to everything you upload.',
        ],
      },
      {
        heading: 'What you may not do',
        list: [
          'Copy, resell, share or publicly show courses or parts of them outside the Services.',
          'Record, download or scrape content by technical means we have not provided.',
          'Upload content that infringes someone else\u2019s rights, or that is unlawful, hateful, harassing or misleading.',
          'Post spam or advertising in reviews, questions or messages.',
          'Interfere with the Services, probe them for weaknesses or try to access other people\u2019s accounts.',
        ],
      },
      {
        heading: 'Learnlane\u2019s rights',
        paragraphs: [
          'The Learnlane name, logo, design and software belong to us and are protected by law. Nothing in these terms gives you the right to use them except as part of using the Services.',
        ],
      },
    ],
  },
  {
    id: 'access-use',
    title: 'Access and Use of the Services',
    summary: 'Availability, changes, suspension, our liability and how to reach us.',
    blocks: [
      {
        heading: 'Availability and changes',
        paragraphs: [
          'We work to keep the Services available and secure, but we cannot promise that they will always be uninterrupted or free of errors. We may update, add or remove features; when a change takes away something important that you paid for, we will tell you in advance and offer a fair solution.',
        ],
      },
      {
        heading: 'Suspension and closing your account',
        paragraphs: [
          'You can close your account at any time by contacting support. We may suspend or close an account that breaks these terms, after warning you where that is reasonable. If we close your account without a good reason, we will refund courses you could no longer access.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          'Courses are provided for learning. Instructors are responsible for the accuracy of their courses, and we do not guarantee any particular result from taking them. To the extent the law allows, our total liability to you is limited to the amount you paid us in the twelve months before the claim. Nothing in these terms limits rights you have as a consumer that cannot be limited by contract.',
        ],
      },
      {
        heading: 'Changes to these terms and contact',
        paragraphs: [
          'If we change these terms we will post the new version on this page and update the date above; for significant changes we will also notify you by e-mail. Questions about these terms are welcome through our contact page or at support@learnlane.test.',
        ],
      },
    ],
  },
]
