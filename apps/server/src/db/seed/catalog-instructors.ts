/** The mentors of the sample catalog (fixed ids). The first four are the Instructors filter group. */
export interface SeedInstructor {
  id: number
  name: string
  title: string
  description: string
  about: string
  rating: number
  reviewCount: number
  filterCategories: string[]
  address: string
  phone: string
  handle: string
}

export const SEED_INSTRUCTORS: SeedInstructor[] = [
  {
    id: 1,
    name: 'Maya Lindqvist',
    title: 'Developer and Teacher',
    description: 'Full-stack developer who turns beginners into confident web builders.',
    about:
      'Maya has built web products for fifteen years, from small studio sites to platforms with millions of visitors. She teaches the way she works: start with a real problem, build the smallest thing that solves it, then make it better. Her students say her courses feel like pairing with a patient senior colleague.',
    rating: 4.9,
    reviewCount: 1284,
    filterCategories: ['Web Development', 'Software Engineering', 'Mobile Development'],
    address: '18 Harbour Street, Gothenburg, Sweden',
    phone: '+46 31 555 0142',
    handle: 'mayalindqvist',
  },
  {
    id: 2,
    name: 'Daniel Okafor',
    title: 'Mobile Engineer and Teacher',
    description: 'Ships mobile apps used by millions and shows you how to do the same.',
    about:
      'Daniel leads mobile teams and has released apps on both major stores since their early days. In his courses you build complete apps step by step, with the testing, performance and release habits that keep them healthy after launch.',
    rating: 4.8,
    reviewCount: 932,
    filterCategories: ['Mobile Development', 'Software Testing', 'Web Development'],
    address: '7 Marina Road, Lagos, Nigeria',
    phone: '+234 1 555 0187',
    handle: 'danielokafor',
  },
  {
    id: 3,
    name: 'Priya Raman',
    title: 'Data Scientist and Teacher',
    description: 'Makes statistics, Python and machine learning feel approachable.',
    about:
      'Priya has spent a decade turning messy data into decisions for retail, health and logistics companies. She explains every idea with a small worked example first, so the maths always has something concrete to hold on to.',
    rating: 4.9,
    reviewCount: 1511,
    filterCategories: ['Data Science', 'Software Engineering', 'Cybersecurity'],
    address: '42 Residency Road, Bengaluru, India',
    phone: '+91 80 5550 1298',
    handle: 'priyaraman',
  },
  {
    id: 4,
    name: 'Lucas Moreau',
    title: 'Game Developer and Teacher',
    description: 'Independent game developer teaching design, code and polish.',
    about:
      'Lucas has released four games of his own and helped studios finish many more. His lessons mix programming with game feel: how a jump should land, why a menu needs sound, and how to get a playable build in front of people early.',
    rating: 4.7,
    reviewCount: 644,
    filterCategories: ['Game Development', 'Software Engineering', 'Web Development'],
    address: '3 Rue des Arts, Lyon, France',
    phone: '+33 4 55 50 12 34',
    handle: 'lucasmoreau',
  },
  {
    id: 5,
    name: 'Sofia Marin',
    title: 'QA Lead and Teacher',
    description: 'Test automation lead who helps teams release without fear.',
    about:
      'Sofia runs quality engineering for a payments company and has introduced automated testing to teams of every size. She focuses on tests that catch real bugs and stay cheap to maintain.',
    rating: 4.6,
    reviewCount: 418,
    filterCategories: ['Software Testing', 'Web Development'],
    address: '25 Calle Mayor, Valencia, Spain',
    phone: '+34 96 555 0173',
    handle: 'sofiamarin',
  },
  {
    id: 6,
    name: 'Kenji Watanabe',
    title: 'Security Engineer and Teacher',
    description: 'Penetration tester explaining how attacks work and how to stop them.',
    about:
      'Kenji has tested the defences of banks, hospitals and start-ups. His courses walk through real techniques in safe practice labs, always paired with the fix, so you leave able to both find and close the gaps.',
    rating: 4.8,
    reviewCount: 702,
    filterCategories: ['Cybersecurity', 'Software Engineering'],
    address: '2-14 Shibuya, Tokyo, Japan',
    phone: '+81 3 5550 1876',
    handle: 'kenjiwatanabe',
  },
  {
    id: 7,
    name: 'Amara Nwosu',
    title: 'Machine Learning Engineer and Teacher',
    description: 'Builds production machine learning systems and teaches the whole path.',
    about:
      'Amara designs machine learning pipelines that run every day in production. She teaches the full path from a notebook experiment to a monitored service, including the unglamorous parts that decide whether a model is useful.',
    rating: 4.7,
    reviewCount: 529,
    filterCategories: ['Data Science', 'Software Engineering'],
    address: '11 Kingsway, London, United Kingdom',
    phone: '+44 20 5550 1432',
    handle: 'amaranwosu',
  },
  {
    id: 8,
    name: 'Elena Petrova',
    title: 'Software Architect and Teacher',
    description: 'Architect who makes large codebases easier to change.',
    about:
      'Elena has guided the architecture of systems serving millions of users. Her teaching centres on trade-offs: every pattern has a cost, and good design is knowing when that cost is worth paying.',
    rating: 4.8,
    reviewCount: 611,
    filterCategories: ['Software Engineering', 'Web Development'],
    address: '9 Nevsky Lane, Tallinn, Estonia',
    phone: '+372 555 0193',
    handle: 'elenapetrova',
  },
  {
    id: 9,
    name: 'Tomás Herrera',
    title: 'Front-end Developer and Teacher',
    description: 'Front-end specialist with a love for accessible, fast interfaces.',
    about:
      'Tomás builds interfaces for public services where accessibility is not optional. He teaches HTML, CSS and JavaScript with the same care, so what you build works for everyone and on every device.',
    rating: 4.5,
    reviewCount: 377,
    filterCategories: ['Web Development', 'Mobile Development'],
    address: '140 Avenida Corrientes, Buenos Aires, Argentina',
    phone: '+54 11 5550 1765',
    handle: 'tomasherrera',
  },
  {
    id: 10,
    name: 'Hannah Becker',
    title: 'Data Engineer and Teacher',
    description: 'Data engineer teaching SQL, pipelines and clean data habits.',
    about:
      'Hannah builds the data platforms that analysts rely on. Her courses start from SQL and grow into pipelines, scheduling and data quality checks, with exercises drawn from real reporting work.',
    rating: 4.6,
    reviewCount: 455,
    filterCategories: ['Data Science', 'Software Testing'],
    address: '31 Torstrasse, Berlin, Germany',
    phone: '+49 30 5550 1627',
    handle: 'hannahbecker',
  },
  {
    id: 11,
    name: 'Omar Haddad',
    title: 'Cloud Engineer and Teacher',
    description: 'Cloud and DevOps engineer focused on reliable, secure deployments.',
    about:
      'Omar automates infrastructure for teams that deploy many times a day. He teaches containers, pipelines and cloud security with hands-on projects you can reuse at work.',
    rating: 4.4,
    reviewCount: 298,
    filterCategories: ['Cybersecurity', 'Software Engineering', 'Web Development'],
    address: '55 Sheikh Zayed Road, Dubai, United Arab Emirates',
    phone: '+971 4 555 0138',
    handle: 'omarhaddad',
  },
  {
    id: 12,
    name: 'Chloé Dubois',
    title: 'Product Designer and Teacher',
    description: 'Designer and developer bridging interface design and code.',
    about:
      'Chloé designs and builds interfaces for mobile and web products. Her courses show designers how code thinks and developers how design decides, so both sides can meet in the middle.',
    rating: 4.7,
    reviewCount: 341,
    filterCategories: ['Mobile Development', 'Game Development', 'Web Development'],
    address: '12 Quai Voltaire, Paris, France',
    phone: '+33 1 55 50 18 92',
    handle: 'chloedubois',
  },
  {
    id: 13,
    name: 'Arjun Mehta',
    title: 'Backend Developer and Teacher',
    description: 'Backend developer who loves APIs, databases and clear code.',
    about:
      'Arjun writes the services behind busy online shops. He teaches backend development through one growing project, adding a database, authentication, tests and monitoring as the course moves on.',
    rating: 4.5,
    reviewCount: 266,
    filterCategories: ['Web Development', 'Software Engineering', 'Software Testing'],
    address: '8 Marine Drive, Mumbai, India',
    phone: '+91 22 5550 1473',
    handle: 'arjunmehta',
  },
  {
    id: 14,
    name: 'Grace Whitfield',
    title: 'Indie Game Artist and Teacher',
    description: 'Game artist and programmer teaching small teams to ship.',
    about:
      'Grace has made art and code for small game teams for twelve years. She teaches scoping, prototyping and the art pipeline, so your first game is one you actually finish.',
    rating: 4.3,
    reviewCount: 187,
    filterCategories: ['Game Development', 'Data Science'],
    address: '21 Princes Street, Edinburgh, United Kingdom',
    phone: '+44 131 555 0119',
    handle: 'gracewhitfield',
  },
]
