/** Scenes several test files start from. */
import type { Database } from '../db/client.js';
import { createAchievement, createCourse, createProject, createUser, enroll, submit } from './factories.js';

export const at = (day: number) => new Date(Date.UTC(2026, 0, day));

/** Three students in one course; Mona has two projects and the automatic "two projects" badge. */
export async function threeStudentsScene(db: Database) {
  const course = await createCourse(db, { title: 'React' });
  const todo = await createProject(db, course.id, { name: 'Todo', pointsValue: 30 });
  const shop = await createProject(db, course.id, { name: 'Shop', pointsValue: 20 });
  const twoProjects = await createAchievement(db, {
    name: 'Two Projects',
    manual: false,
    ruleMetric: 'projects_count',
    ruleThreshold: 2,
    points: 15,
  });
  const mona = await createUser(db, { name: 'Mona Fake', email: 'mona@academy.test' });
  const omar = await createUser(db, { name: 'Omar Real', email: 'omar@academy.test' });
  const sara = await createUser(db, { name: 'Sara Real', email: 'sara@academy.test' });
  for (const user of [mona, omar, sara]) await enroll(db, user.id, course.id);
  await submit(db, omar.id, todo.id, { createdAt: at(1), url: 'https://github.com/omar/todo' });
  const monaTodo = await submit(db, mona.id, todo.id, { createdAt: at(2), url: 'https://github.com/mona/todo' });
  const monaShop = await submit(db, mona.id, shop.id, { createdAt: at(3), url: 'https://fake.example/shop' });
  await submit(db, sara.id, shop.id, { createdAt: at(4), url: 'https://github.com/sara/shop' });
  return { course, todo, shop, twoProjects, mona, omar, sara, monaTodo, monaShop };
}
