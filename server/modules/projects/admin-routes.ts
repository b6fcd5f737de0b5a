/** Admin management of projects (docs/product.md#admin-calls). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../contracts/fields.js';
import { messageResponse } from '../../../contracts/items.js';
import { projectListResponse, projectSavedResponse, projectSchema } from '../../../contracts/projects.js';
import { adminOf } from '../../plugins/auth.js';
import { addProject, deleteProject, listProjects, setProjectArchived, updateProject } from './service.js';

export const adminProjectRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['projects'];

  app.get(
    '/api/admin/projects',
    { schema: { tags, summary: 'Every project with its course', response: { 200: projectListResponse } } },
    async () => listProjects(app.db),
  );

  app.post(
    '/api/admin/project/add',
    {
      schema: { tags, summary: 'Add a project to a course (201)', body: projectSchema, response: { 201: projectSavedResponse } },
    },
    async (request, reply) => reply.status(201).send(await addProject(app.db, request.body, adminOf(request))),
  );

  app.put(
    '/api/admin/project/update/:id',
    {
      schema: {
        tags,
        summary: "Edit a project (a points change moves every submitter's totals)",
        params: idParams,
        body: projectSchema,
        response: { 200: projectSavedResponse },
      },
    },
    async (request) => updateProject(app.db, request.params.id, request.body, adminOf(request)),
  );

  app.post(
    '/api/admin/project/delete/:id',
    {
      schema: {
        tags,
        summary: 'Delete a project (409 while it has submissions)',
        params: idParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => deleteProject(app.db, request.params.id, adminOf(request)),
  );

  for (const [verb, archive] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    app.post(
      `/api/admin/project/${verb}/:id`,
      {
        schema: {
          tags,
          summary: archive
            ? 'Archive a project (addition): out of the catalogue, no new submissions, points kept'
            : 'Unarchive a project (addition): open again unless its course is archived',
          params: idParams,
          response: { 200: projectSavedResponse },
        },
      },
      async (request) => setProjectArchived(app.db, request.params.id, archive, adminOf(request)),
    );
  }
};
