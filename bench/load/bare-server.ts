/**
 * The ceiling of the load benchmark: plain Fastify (default options, so no logger) answering one
 * constant JSON object, in a process of its own, as fast as a route of the site could ever be.
 */
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
