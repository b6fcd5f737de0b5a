/** Small lists the generator draws realistic names from; combined, they give thousands of variants. */

export const FIRST_NAMES =
  'Ahmed Mohamed Mahmoud Omar Youssef Mostafa Karim Hassan Ali Amr Tarek Khaled Hossam Mina Ziad Adel Sherif Islam Ibrahim Bassem Nour Mariam Salma Yasmin Aya Habiba Fatma Menna Rana Dina Heba Sara Nada Laila Reem Farida Malak Jana Hana Mai Adam Sam Lina Noah Emma Lucas Sofia David Maya Daniel'.split(
    ' ',
  );

export const LAST_NAMES =
  'Hassan Mohamed Ali Ibrahim Mahmoud Abdelrahman Salem Farouk Nabil Saad Mansour Fawzy Gamal Khalil Soliman Ramadan Shawky Fathy Hegazy Zaki Youssef Adel Samir Kamal Sherif Naguib Tawfik Lotfy Badawi Awad Girgis Habib Morsy Osman Taha Helmy Amin Rizk Wahba Fahmy'.split(
    ' ',
  );

export const BIOS = [
  'Learning to build things for the web, one project at a time.',
  'Career switcher from accounting into software development.',
  'Computer science student who likes shipping side projects.',
  'Frontend enthusiast: accessible, fast and pretty interfaces.',
  'Backend developer in training. APIs, databases, queues.',
  'Data nerd. Python, SQL and clean charts.',
  'Mobile developer in the making, Flutter first.',
  'Self-taught, curious, and always finishing the capstone.',
];

export const TOPICS =
  'Full-Stack Web Development, Frontend with React, Backend with Node.js, Python Programming, Data Analysis, Machine Learning, Mobile Apps with Flutter, Android with Kotlin, iOS with Swift, DevOps and CI/CD, Cloud with AWS, Docker and Kubernetes, SQL and Databases, UI/UX Design, Cyber Security, Java and Spring, C# and .NET, Go for Backends, Testing and QA Automation, Game Development with Unity, Vue.js Applications, Angular Applications, TypeScript in Depth, Linux and the Command Line, Algorithms and Data Structures'.split(
    ', ',
  );
export const LEVELS = ['Foundations', 'Professional'];

/** Ten project names per course, in the order a course's projects come (the capstone last). */
export const PROJECTS = [
  'Setup and First Steps',
  'Personal Portfolio',
  'Todo App',
  'Weather Dashboard',
  'REST API',
  'Authentication Flow',
  'Chat Application',
  'E-Commerce Cart',
  'Team Project',
  'Capstone',
];

export const COURSE_PRICES = [1500, 2500, 3000, 4000, 4500, 5000, 6500];

export const SKILLS =
  'HTML, CSS, JavaScript, TypeScript, React, Vue, Angular, Node.js, Express, NestJS, Python, Django, Flask, Pandas, NumPy, SQL, PostgreSQL, MongoDB, Redis, GraphQL, Docker, Kubernetes, AWS, Linux, Git, CI/CD, Testing, Flutter, Dart, Kotlin, Swift, Java, Spring, C#, .NET, Go, Figma, Accessibility, Security, Algorithms'.split(
    ', ',
  );

type Metric = 'projects_count' | 'courses_count' | 'project_points' | 'skills_count';
export type AchievementSeed = { name: string; description: string; points: number; rule?: [Metric, number] };

const rule = (metric: Metric, threshold: number, name: string, description: string, points: number): AchievementSeed => ({
  name,
  description,
  points,
  rule: [metric, threshold],
});

export const ACHIEVEMENTS: AchievementSeed[] = [
  rule('projects_count', 1, 'First Commit', 'Submitted a first project.', 10),
  rule('projects_count', 2, 'Second Wind', 'Submitted two projects.', 10),
  rule('projects_count', 3, 'Getting Started', 'Submitted three projects.', 15),
  rule('projects_count', 5, 'Builder', 'Submitted five projects.', 20),
  rule('projects_count', 7, 'Lucky Seven', 'Submitted seven projects.', 25),
  rule('projects_count', 10, 'Shipper', 'Submitted ten projects.', 30),
  rule('projects_count', 15, 'Prolific', 'Submitted fifteen projects.', 40),
  rule('projects_count', 20, 'Project Machine', 'Submitted twenty projects.', 50),
  rule('projects_count', 25, 'Quarter Century', 'Submitted twenty-five projects.', 60),
  rule('projects_count', 30, 'Portfolio Pro', 'Submitted thirty projects.', 75),
  rule('projects_count', 40, 'Unstoppable', 'Submitted forty projects.', 100),
  rule('courses_count', 1, 'Enrolled', 'Joined a first course.', 5),
  rule('courses_count', 2, 'Double Track', 'Joined two courses.', 10),
  rule('courses_count', 3, 'Triple Threat', 'Joined three courses.', 20),
  rule('courses_count', 4, 'Curriculum Explorer', 'Joined four courses.', 30),
  rule('courses_count', 5, 'Lifelong Learner', 'Joined five courses.', 50),
  rule('project_points', 25, 'Point Scorer', 'Earned 25 points from projects.', 5),
  rule('project_points', 50, 'Half Century', 'Earned 50 points from projects.', 10),
  rule('project_points', 100, 'Centurion', 'Earned 100 points from projects.', 15),
  rule('project_points', 150, 'Rising Star', 'Earned 150 points from projects.', 20),
  rule('project_points', 250, 'Solid Progress', 'Earned 250 points from projects.', 25),
  rule('project_points', 350, 'High Flyer', 'Earned 350 points from projects.', 30),
  rule('project_points', 500, 'Five Hundred Club', 'Earned 500 points from projects.', 40),
  rule('project_points', 750, 'Heavy Lifter', 'Earned 750 points from projects.', 50),
  rule('project_points', 1000, 'Thousand Club', 'Earned 1,000 points from projects.', 75),
  rule('project_points', 1250, 'Overachiever', 'Earned 1,250 points from projects.', 80),
  rule('project_points', 1500, 'Elite Coder', 'Earned 1,500 points from projects.', 90),
  rule('project_points', 2000, 'Top Performer', 'Earned 2,000 points from projects.', 100),
  rule('project_points', 2500, 'Master Builder', 'Earned 2,500 points from projects.', 120),
  rule('project_points', 3000, 'Legend', 'Earned 3,000 points from projects.', 150),
  rule('skills_count', 1, 'Self Aware', 'Listed a first skill.', 5),
  rule('skills_count', 2, 'Two Tools', 'Listed two skills.', 5),
  rule('skills_count', 3, 'Skill Collector', 'Listed three skills.', 10),
  rule('skills_count', 4, 'Toolbox', 'Listed four skills.', 10),
  rule('skills_count', 5, 'Versatile', 'Listed five skills.', 15),
  rule('skills_count', 6, 'Well Rounded', 'Listed six skills.', 15),
  rule('skills_count', 8, 'Polyglot', 'Listed eight skills.', 20),
  rule('skills_count', 10, 'Swiss Army Knife', 'Listed ten skills.', 25),
  rule('skills_count', 12, 'Renaissance Developer', 'Listed twelve skills.', 30),
  rule('skills_count', 15, 'Jack of All Trades', 'Listed fifteen skills.', 40),
  rule('projects_count', 50, 'Half a Hundred', 'Submitted fifty projects.', 120),
  rule('courses_count', 6, 'Academy Regular', 'Joined six courses.', 60),
  { name: 'Hackathon Winner', description: 'Won an academy hackathon.', points: 100 },
  { name: 'Mentor of the Month', description: 'Helped fellow students the most this month.', points: 50 },
  { name: 'Community Helper', description: 'Answered many questions in the community.', points: 30 },
  { name: 'Best Capstone', description: 'Built the best capstone of a cohort.', points: 80 },
  { name: 'Open Source Contributor', description: 'Had a pull request merged in an open source project.', points: 40 },
  { name: 'Conference Speaker', description: 'Gave a talk at a tech meetup or conference.', points: 60 },
  { name: 'Bug Hunter', description: 'Reported a real bug in the academy site.', points: 20 },
  { name: 'Top Reviewer', description: 'Gave the most helpful code reviews.', points: 25 },
];
