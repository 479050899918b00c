/**
 * Help center and FAQ content. Topics are the six tiles of the help center; every question has a
 * topic (or `teaching`, the instructors' questions) and the FAQ page shows two groups of five.
 */

export const HELP_TOPIC_IDS = [
  'getting-started',
  'account',
  'troubleshooting',
  'purchase',
  'course-taking',
  'mobile',
] as const
export type HelpTopicId = (typeof HELP_TOPIC_IDS)[number]

export interface HelpTopic {
  id: HelpTopicId
  title: string
  description: string
  /** Extra words people search with. */
  keywords: string
}

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    description: 'Create your account, find the right course and take your first lesson.',
    keywords: 'sign up register new beginner first start join',
  },
  {
    id: 'account',
    title: 'Account / Profile',
    description: 'Update your profile, photo, password and linked social accounts.',
    keywords: 'settings profile password avatar photo name bio social login',
  },
  {
    id: 'troubleshooting',
    title: 'Troubleshooting',
    description: 'Fix video playback, sign-in and access problems step by step.',
    keywords: 'problem error bug video playback buffering cannot login unauthorized',
  },
  {
    id: 'purchase',
    title: 'Purchase / Refunds',
    description: 'Payment methods, orders, receipts and how refunds work.',
    keywords: 'buy payment pay order checkout refund money receipt invoice paypal',
  },
  {
    id: 'course-taking',
    title: 'Course Taking',
    description: 'Progress tracking, quizzes, certificates and lifetime access.',
    keywords: 'learn lesson progress quiz certificate complete watch',
  },
  {
    id: 'mobile',
    title: 'Mobile General',
    description: 'Learning on your phone or tablet, the apps and syncing progress.',
    keywords: 'phone tablet app ios android iphone mobile device sync',
  },
]

export type FaqGroupId = 'purchases' | 'making-courses'

export interface HelpQuestion {
  id: string
  topic: HelpTopicId | 'teaching'
  /** The FAQ page group this question belongs to, if any. */
  faqGroup?: FaqGroupId
  question: string
  answer: readonly string[]
}

export const HELP_QUESTIONS: readonly HelpQuestion[] = [
  // Purchases & Refunds (FAQ page and the Purchase / Refunds topic)
  {
    id: 'buy-course',
    topic: 'purchase',
    faqGroup: 'purchases',
    question: 'How do I buy a course?',
    answer: [
      'Open the course and choose Add To Cart, then open your cart and select Proceed to Checkout. Fill in your billing details, pick a payment method and choose Place Order.',
      'As soon as the order is confirmed the course appears under My Courses in your dashboard, and you can start the first lesson straight away.',
    ],
  },
  {
    id: 'payment-methods',
    topic: 'purchase',
    faqGroup: 'purchases',
    question: 'Which payment methods can I use?',
    answer: [
      'You can pay by Direct Bank Transfer, by cheque (Check Payments), with PayPal, or with Cash on Delivery for physical products from the shop. All prices are in US dollars.',
      'A flat $20.00 shipping and handling charge is added to orders with a subtotal above zero. The cart shows the full total before you pay, so there are no surprises at checkout.',
    ],
  },
  {
    id: 'refund-policy',
    topic: 'purchase',
    faqGroup: 'purchases',
    question: 'Can I get a refund if a course is not right for me?',
    answer: [
      'Yes. You can ask for a refund within 30 days of buying a course, as long as you have watched less than a third of it. Write to us through the contact page with your order number and a line about why the course did not suit you; it helps instructors improve.',
      'Approved refunds go back to the original payment method within 5 to 10 working days. Once a course is refunded it is removed from My Courses.',
    ],
  },
  {
    id: 'order-history',
    topic: 'purchase',
    faqGroup: 'purchases',
    question: 'Where can I find my orders and receipts?',
    answer: [
      'Open your dashboard and choose Order. Every order is listed with its order id, the course name, the date and the price, newest first.',
      'Use the order id whenever you contact support about a payment: it lets us find your purchase immediately.',
    ],
  },
  {
    id: 'lifetime-access',
    topic: 'purchase',
    faqGroup: 'purchases',
    question: 'Do I keep access to a course after I buy it?',
    answer: [
      'Yes. Every paid course comes with full lifetime access, including updates the instructor makes later. Watch it as often as you like, on any device where you are signed in.',
      'The only exception is a refunded course, which leaves your library when the refund is made.',
    ],
  },

  // Making Courses (FAQ page; instructors' questions)
  {
    id: 'who-can-teach',
    topic: 'teaching',
    faqGroup: 'making-courses',
    question: 'Who can teach on Learnlane?',
    answer: [
      'Anyone with real experience in a subject and the wish to explain it well. You do not need a teaching degree: many of our best instructors are working developers, designers and managers.',
      'Create an account and choose Mentor on the sign-up form. Your instructor dashboard opens as soon as you log in.',
    ],
  },
  {
    id: 'create-course',
    topic: 'teaching',
    faqGroup: 'making-courses',
    question: 'How do I create my first course?',
    answer: [
      'In your instructor dashboard choose Create a New Course. The form has four steps: Basic Info (title, category, level and description), Media (where your videos are hosted), Curriculum (sections with video, document and quiz lessons) and Additional information (tags and language).',
      'Finish with Create Course. You can come back and edit every part before and after publishing.',
    ],
  },
  {
    id: 'recording-gear',
    topic: 'teaching',
    faqGroup: 'making-courses',
    question: 'What equipment do I need to record lessons?',
    answer: [
      'Clear sound matters more than a perfect picture: a USB microphone and a quiet room make the biggest difference. Record in 1080p with a webcam, a phone on a stand or a screen recorder for software lessons.',
      'Keep lessons short and focused, ideally 2 to 10 minutes each, and let learners preview the first one or two so they know what to expect.',
    ],
  },
  {
    id: 'course-review',
    topic: 'teaching',
    faqGroup: 'making-courses',
    question: 'How is my course reviewed before it goes live?',
    answer: [
      'Our quality team checks every new course within two working days. We look at audio and video quality, whether the description matches the content, and whether the curriculum delivers what it promises.',
      'If something needs to change, you get specific notes by e-mail and can resubmit as soon as it is fixed.',
    ],
  },
  {
    id: 'instructor-earnings',
    topic: 'teaching',
    faqGroup: 'making-courses',
    question: 'How do I set a price and get paid?',
    answer: [
      'You choose the price of each course, or offer it for free to build an audience. Each sale is shown in your dashboard under Best Selling Courses with the number of sales and the amount earned.',
      'Earnings are paid out monthly by bank transfer or PayPal once your balance reaches $50.',
    ],
  },

  // Getting Started
  {
    id: 'create-account',
    topic: 'getting-started',
    question: 'How do I create an account?',
    answer: [
      'Choose Sign Up at the top of any page. Pick Student to learn or Mentor to teach, enter your full name, e-mail and a password, and confirm the password.',
      'After a successful registration you are taken to the login page, where you sign in with the same role.',
    ],
  },
  {
    id: 'find-course',
    topic: 'getting-started',
    question: 'How do I find the right course?',
    answer: [
      'Open Courses and narrow the list with the filters: category, instructor, level, price, language, video duration, features and rating. Sort by title, price or rating to compare.',
      'Each course page lists what you will learn, the requirements and the full curriculum, so you can judge the fit before you buy.',
    ],
  },
  {
    id: 'preview-lessons',
    topic: 'getting-started',
    question: 'Can I try a course before I buy it?',
    answer: [
      'Yes. Lessons marked Preview in a course\u2019s content can be watched without buying. Many courses are also free: filter the course list by price and choose Free.',
    ],
  },

  // Account / Profile
  {
    id: 'edit-profile',
    topic: 'account',
    question: 'How do I change my name, photo or bio?',
    answer: [
      'Open your dashboard, choose Setting and stay on the Profile tab. You can update your first and last name, user name, phone number, skill or occupation and your bio.',
      'Profile photos must be PNG or JPG and no bigger than 800px wide and tall.',
    ],
  },
  {
    id: 'change-password',
    topic: 'account',
    question: 'How do I change my password?',
    answer: [
      'Go to Setting and open the Password tab. Enter your current password, then the new one twice, and save. Use at least 12 characters and a password you do not use anywhere else.',
    ],
  },
  {
    id: 'social-links',
    topic: 'account',
    question: 'Can I show my social profiles to learners?',
    answer: [
      'Yes. The Social tab in Setting has fields for Facebook, Twitter, Linkedin, Instagram, your website and Github. Links you add appear on your public profile; leave a field empty to hide it.',
    ],
  },

  // Troubleshooting
  {
    id: 'video-playback',
    topic: 'troubleshooting',
    question: 'A video does not play or keeps buffering. What can I do?',
    answer: [
      'First reload the page and check your connection. If the video still stalls, try another browser or switch off browser extensions that block media, then clear the browser cache.',
      'Still stuck? Send us the course name, the lesson title and your browser through the contact page and we will look into it.',
    ],
  },
  {
    id: 'cannot-login',
    topic: 'troubleshooting',
    question: 'I cannot log in to my account.',
    answer: [
      'Check that you chose the right role on the login page: Mentor and Student accounts log in separately. Then check the e-mail address for typos; passwords are case-sensitive.',
      'After several failed attempts, logins are paused for a short while to protect your account. Wait a few minutes and try again.',
    ],
  },
  {
    id: 'not-authorized',
    topic: 'troubleshooting',
    question: 'A page says I am not authorized to view it.',
    answer: [
      'Dashboards are only open to signed-in accounts of the matching type: instructor pages need a Mentor account, student pages a Student account. Log in with the right account and open the page again.',
    ],
  },

  // Course Taking
  {
    id: 'track-progress',
    topic: 'course-taking',
    question: 'How do I track my progress?',
    answer: [
      'My Courses in your dashboard shows every course with a progress bar. Use the tabs Enrolled Courses, Active Courses and Completed Courses to see where you are in each.',
    ],
  },
  {
    id: 'quizzes',
    topic: 'course-taking',
    question: 'How do quizzes work?',
    answer: [
      'A quiz usually has 15 questions and a 30-minute timer. Questions are single-choice or multiple-choice; choose Next to move on and Finish Quiz on the last question.',
      'Your score and the number of attempts appear under Quizzes in your dashboard, so you can retake a quiz to improve.',
    ],
  },
  {
    id: 'certificate',
    topic: 'course-taking',
    question: 'Do I get a certificate when I finish a course?',
    answer: [
      'Yes. Paid courses include a certificate of completion once you have finished every lesson. You can download it and add it to your CV or your professional profile.',
    ],
  },

  // Mobile General
  {
    id: 'learn-on-phone',
    topic: 'mobile',
    question: 'Can I learn on my phone or tablet?',
    answer: [
      'Yes. Learnlane works in any modern mobile browser, and the apps for iOS and Android are linked at the bottom of every page. Courses include access on mobile and TV.',
    ],
  },
  {
    id: 'sync-progress',
    topic: 'mobile',
    question: 'Does my progress sync between devices?',
    answer: [
      'Your progress is saved to your account, not to the device. Start a lesson on your laptop and continue on your phone: sign in with the same account and pick up where you left off.',
    ],
  },
]

/** The questions asked most, shown first in the help center. */
export const POPULAR_QUESTION_IDS = [
  'create-account',
  'buy-course',
  'refund-policy',
  'find-course',
  'cannot-login',
  'video-playback',
  'track-progress',
  'learn-on-phone',
] as const

export const FAQ_GROUPS: readonly { id: FaqGroupId; title: string }[] = [
  { id: 'purchases', title: 'Purchases & Refunds' },
  { id: 'making-courses', title: 'Making Courses' },
]

export function questionsOfGroup(group: FaqGroupId): HelpQuestion[] {
  return HELP_QUESTIONS.filter((q) => q.faqGroup === group)
}

export function topicTitle(topic: HelpQuestion['topic']): string {
  return topic === 'teaching'
    ? 'Teaching'
    : (HELP_TOPICS.find((t) => t.id === topic)?.title ?? topic)
}
