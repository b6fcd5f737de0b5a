/** Admin management of projects (spec section 7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../contracts/fields.js';
import { projectSchema } from '../../../contracts/projects.js';
import { listProjects } from './queries.js';
import { addProject, deleteProject, updateProject } from './service.js';

export const adminProjectRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['projects'];
  const security = [{ bearer: [] }];

  app.get('/api/admin/projects', { schema: { tags, security, summary: 'Every project with its course' } }, async () => ({
    projects: await listProjects(app.db),
  }));

  app.post(
    '/api/admin/project/add',
    { schema: { tags, security, summary: 'Add a project to a course (201)', body: projectSchema } },
    async (request, reply) => reply.status(201).send(await addProject(app.db, request.body)),
  );

  app.put(
    '/api/admin/project/update/:id',
    {
      schema: {
        tags,
        security,
        summary: "Edit a project (a points change moves every submitter's totals)",
        params: idParams,
        body: projectSchema,
      },
    },
    async (request) => updateProject(app.db, request.params.id, request.body),
  );

  app.post(
    '/api/admin/project/delete/:id',
    { schema: { tags, security, summary: 'Delete a project (409 while it has submissions)', params: idParams } },
    async (request) => deleteProject(app.db, request.params.id),
  );
};
