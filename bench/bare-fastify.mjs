// The reference point for /healthz: a bare Fastify hello-world on the same machine.
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
