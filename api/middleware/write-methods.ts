/** Methods that change something: counted by the write limit, recorded by idempotency. */
export const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
