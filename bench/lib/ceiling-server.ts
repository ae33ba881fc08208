import Fastify from 'fastify';
import pg from 'pg';

/**
 * The least a save can be on this stack, as a yardstick for the feedbacks suite: Fastify and a pg pool of
 * the server's size (10) doing one transaction per request — begin, lock the feedback's process, touch the
 * feedback, commit — with no sign-in, checks, workflow or answer storage. Whatever this reaches on a machine
 * bounds what the real save can reach there. Started by the suite as its own process, like the server.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.post<{ Body: { feedbackId: number } }>('/api/feedbackValues/item', async (request) => {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(
      'select id from processes where id = (select process_id from feedbacks where id = $1) for update',
      [request.body.feedbackId],
    );
    await client.query('update feedbacks set updated_at = now() where id = $1', [request.body.feedbackId]);
    await client.query('commit');
    return { feedbackId: request.body.feedbackId };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
});

app.get('/readyz', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
