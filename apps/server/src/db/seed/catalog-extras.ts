import { CATEGORY_SUB_ITEMS, TOP_CATEGORIES } from '@app/domain/catalog'

export const SEED_ARTICLES: {
  id: number
  title: string
  category: string
  publishedOn: string
  comments: number
  author: string
  excerpt: string
  body: string[]
}[] = [
  {
    id: 1,
    title: 'How to Build a Study Habit That Sticks',
    category: 'Learning',
    publishedOn: '2025-11-18',
    comments: 24,
    author: 'Maya Lindqvist',
    excerpt:
      'Small, regular sessions beat long weekend marathons. Here is how to set up a routine you will keep.',
    body: [
      'Most people start an online course full of energy and stall by the third week. The reason is rarely a lack of talent: it is a routine that depended on motivation instead of habit.',
      'Pick a fixed slot of twenty to thirty minutes, attach it to something you already do every day, and decide in advance which lesson you will watch. Removing the decision removes most of the friction.',
      'Track your streak somewhere visible and forgive yourself the occasional missed day. What matters is returning the next day, not a perfect record.',
      'After a month, review what you have learned by building something small with it. Using new knowledge is what turns it from familiar into yours.',
    ],
  },
  {
    id: 2,
    title: 'Five Projects Every New Web Developer Should Build',
    category: 'Web Development',
    publishedOn: '2025-11-04',
    comments: 41,
    author: 'Tomás Herrera',
    excerpt:
      'From a personal page to a small shop, these projects cover the skills employers look for.',
    body: [
      'Tutorials teach individual techniques; projects teach you how they fit together. These five grow in difficulty and together cover most of what a junior role asks for.',
      'Start with a personal page that is fully responsive and accessible. Then build a to-do app with local storage, a weather dashboard that calls a public API, and a multi-page blog with routing.',
      'Finish with a small shop: product list, filters, a cart and a checkout form with validation. It touches state, forms, data fetching and layout all at once.',
      'Publish each one and write a short note about what you would do differently next time. That reflection is what interviewers remember.',
    ],
  },
  {
    id: 3,
    title: 'What Makes a Great Online Instructor',
    category: 'Teaching',
    publishedOn: '2025-10-27',
    comments: 17,
    author: 'Elena Petrova',
    excerpt:
      'Clear audio and tidy slides help, but the instructors students love share a few deeper habits.',
    body: [
      'We looked at the courses with the highest completion rates on Learnlane and asked their students what kept them going. The answers were remarkably consistent.',
      'Great instructors explain why before how, keep lessons short and focused, and show their mistakes and how they fix them. Students trust someone who debugs in front of them.',
      'They also reply to questions quickly and update their courses when tools change. A course that feels alive gets finished.',
      'If you are thinking about teaching, start with one short course on something you explain often at work. Your first students will tell you what to make next.',
    ],
  },
  {
    id: 4,
    title: 'Data Science Without the Jargon',
    category: 'Data Science',
    publishedOn: '2025-10-15',
    comments: 29,
    author: 'Priya Raman',
    excerpt: 'Averages, spread and significance explained with a single shopping basket example.',
    body: [
      'Data science has a reputation for being maths-heavy, but most everyday questions need only a handful of ideas used carefully.',
      'Take a year of shopping receipts. The average basket tells you what is typical, the spread tells you how much that varies, and a simple comparison tells you whether weekend baskets really are bigger.',
      'The hard part is rarely the calculation. It is asking a clear question, cleaning the data honestly and explaining the answer in a sentence a colleague can act on.',
      'Start there, and add models only when a simple summary stops being enough.',
    ],
  },
  {
    id: 5,
    title: 'Staying Safe Online: A Checklist for Learners',
    category: 'Cybersecurity',
    publishedOn: '2025-09-30',
    comments: 12,
    author: 'Kenji Watanabe',
    excerpt:
      'Ten minutes with this checklist protects your accounts, your work and your certificates.',
    body: [
      'Learners juggle many accounts: course platforms, code hosting, cloud tools and e-mail. One reused password can expose all of them.',
      'Use a password manager, turn on two-step sign-in wherever it is offered, and keep your devices updated. These three steps stop the great majority of attacks.',
      'Be wary of messages that create urgency, such as an expiring certificate or a payment problem. Open the site yourself rather than following the link.',
      'Finally, keep backups of your projects somewhere separate from your main computer. Losing work to a failed disk is more common than any hacker.',
    ],
  },
  {
    id: 6,
    title: 'From Hobby to Career in Game Development',
    category: 'Game Development',
    publishedOn: '2025-09-12',
    comments: 33,
    author: 'Lucas Moreau',
    excerpt:
      'Finishing small games matters more than starting big ones. A practical path into the industry.',
    body: [
      'Almost everyone who wants to make games has a dream project. Almost nobody who finishes their first game started with it.',
      'Make three tiny games, each in a few weeks, and release them where people can play them. Every release teaches you things no tutorial can: scoping, polish and handling feedback.',
      'Along the way, choose a specialism you enjoy, whether programming, design, art or sound, and build a portfolio that shows finished work in that area.',
      'Studios hire people who ship. A small finished game says more than a large unfinished one.',
    ],
  },
  {
    id: 7,
    title: 'Testing Is a Design Tool',
    category: 'Software Testing',
    publishedOn: '2025-08-28',
    comments: 9,
    author: 'Sofia Marin',
    excerpt: 'Code that is hard to test is usually telling you something about its design.',
    body: [
      'When a function needs ten mocks before you can call it, the problem is rarely the test. The function knows too much.',
      'Writing a test first, or at least early, pushes you towards small units with clear inputs and outputs. Those are easier to read, reuse and change.',
      'That does not mean testing everything in isolation. Tests that follow a real user journey catch the bugs users would hit, and they survive refactoring.',
      'Treat each hard-to-write test as feedback, and your design will improve along with your coverage.',
    ],
  },
  {
    id: 8,
    title: 'Choosing Your First Mobile Framework',
    category: 'Mobile Development',
    publishedOn: '2025-08-14',
    comments: 21,
    author: 'Daniel Okafor',
    excerpt: 'Native or cross-platform? A short guide to picking a tool for your first app.',
    body: [
      'The right framework depends less on benchmarks and more on what you already know and what you want to build.',
      'If you come from the web, a cross-platform framework lets you reuse much of that knowledge. If you want deep access to one platform, its native tools are the most direct route.',
      'Either way, the fundamentals carry over: screens, navigation, state, storage and a careful release process.',
      'Pick one, build a small app end to end, and only then compare. You will judge the alternatives far better with one finished app behind you.',
    ],
  },
  {
    id: 9,
    title: 'Learning in Your Own Language',
    category: 'Learning',
    publishedOn: '2025-07-31',
    comments: 15,
    author: 'Chloé Dubois',
    excerpt:
      'Courses in eight languages and subtitles on most lessons: how to make the most of them.',
    body: [
      'Studying a technical subject in a second language adds a second challenge on top of the first. Many Learnlane courses are taught or subtitled in several languages to remove that barrier.',
      'Use the language filter on the course list to find courses taught in yours, and the Subtitle feature filter to find lessons with captions.',
      'Even if you are comfortable in English, switching subtitles on helps with fast speakers and with technical terms you have only seen written down.',
      'Learning should be about the subject, not about decoding the instructor. Pick the format that lets you focus.',
    ],
  },
]

export const SEED_TESTIMONIALS = [
  {
    id: 1,
    name: 'Courtney Nguyen',
    role: 'Front-end Developer',
    rating: 5,
    text: 'I switched careers after finishing two web courses here. The projects gave me a portfolio and the confidence to apply for my first developer job.',
  },
  {
    id: 2,
    name: 'Rahul Verma',
    role: 'Data Analyst',
    rating: 5,
    text: 'The data courses are practical from the first lesson. I used the SQL and pandas exercises almost unchanged in my daily reports.',
  },
  {
    id: 3,
    name: 'Isabelle Laurent',
    role: 'Product Manager',
    rating: 4,
    text: 'Short lessons that fit into a busy week. I now understand what my engineering team is talking about and we plan together much better.',
  },
  {
    id: 4,
    name: 'Tobias Schmidt',
    role: 'QA Engineer',
    rating: 5,
    text: 'The testing courses helped us cut our release checks from two days to two hours. Clear, current and straight to the point.',
  },
  {
    id: 5,
    name: 'Fatima Zahra',
    role: 'Computer Science Student',
    rating: 5,
    text: 'The instructors explain the why behind every technique. It made my university modules feel much easier.',
  },
  {
    id: 6,
    name: 'Ethan Brooks',
    role: 'Indie Game Developer',
    rating: 4,
    text: 'I finally finished and released a game. The course kept the scope small and the lessons on game feel were excellent.',
  },
]

export const SEED_CATEGORIES = TOP_CATEGORIES.map((title, c) => ({
  id: c + 1,
  title,
  position: c,
  subItems: CATEGORY_SUB_ITEMS.map((sub, s) => ({
    id: c * 10 + s + 1,
    title: sub,
    href: `/course-grid-left-sidebar`,
    position: s,
  })),
}))

/** The home carousel's eleven tiles; icons are lucide icon names drawn by the web app. */
export const SEED_TILES: { title: string; icon: string; courseCount: number }[] = [
  { title: 'Graphics & Design', icon: 'pen-tool', courseCount: 1240 },
  { title: 'Digital Marketing', icon: 'megaphone', courseCount: 860 },
  { title: 'Writing & Translation', icon: 'languages', courseCount: 512 },
  { title: 'Lifestyle', icon: 'heart', courseCount: 738 },
  { title: 'Video & Animation', icon: 'clapperboard', courseCount: 694 },
  { title: 'Business', icon: 'briefcase', courseCount: 1530 },
  { title: 'Music & Audio', icon: 'music', courseCount: 455 },
  { title: 'Data', icon: 'database', courseCount: 921 },
  { title: 'Programming & Tech', icon: 'code', courseCount: 2380 },
  { title: 'Photography', icon: 'camera', courseCount: 367 },
  { title: 'Personal Development', icon: 'sprout', courseCount: 802 },
]

/** SPEC section 9's two counter rows. */
export const SEED_COUNTERS: {
  set: 'home' | 'alt'
  number: number
  suffix: string
  description: string
  icon: string
}[] = [
  // The same figures as the web's counters (one enrolments figure in both sets).
  { set: 'home', number: 458, suffix: ',000+', description: 'Instructors', icon: 'presentation' },
  { set: 'home', number: 830, suffix: 'M', description: 'Course enrolments', icon: 'users' },
  {
    set: 'home',
    number: 78,
    suffix: ',000+',
    description: 'Courses in 42 languages',
    icon: 'book-open',
  },
  { set: 'home', number: 563, suffix: ',000+', description: 'Online videos', icon: 'play-circle' },
  { set: 'alt', number: 62, suffix: 'M', description: 'Students', icon: 'graduation-cap' },
  { set: 'alt', number: 75, suffix: '+', description: 'Languages', icon: 'languages' },
  { set: 'alt', number: 830, suffix: 'M', description: 'Enrolments', icon: 'users' },
  { set: 'alt', number: 180, suffix: '+', description: 'Countries', icon: 'globe' },
]
