export const CONNECTION_NEEDED = 'Checkout Needs a Connection';
