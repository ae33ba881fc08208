export const NegotiateParams = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', description: 'one of the hub names of SPEC §7' } },
} as const;
export type NegotiateParams = { name: string };

// The client keeps the hub URL's own query (organization) and adds negotiateVersion; other keys are tolerated.
export const NegotiateQuery = {
  type: 'object',
  properties: {
    negotiateVersion: { type: 'integer', minimum: 0 },
    organization: { type: 'string', description: 'slug of the organization the connection acts in' },
    access_token: { type: 'string', description: 'alternative to the Authorization header' },
  },
} as const;
export type NegotiateQuery = { negotiateVersion?: number; organization?: string; access_token?: string };

export const NegotiateResponse = {
  type: 'object',
  required: ['negotiateVersion', 'connectionId', 'connectionToken', 'availableTransports'],
  properties: {
    negotiateVersion: { type: 'integer' },
    connectionId: { type: 'string' },
    connectionToken: {
      type: 'string',
      description: 'single use, expires after 30 s; the id query parameter of the WebSocket',
    },
    availableTransports: {
      type: 'array',
      items: {
        type: 'object',
        required: ['transport', 'transferFormats'],
        properties: {
          transport: { type: 'string' },
          transferFormats: { type: 'array', items: { type: 'string' } },
        },
      },
    },
  },
} as const;
export type NegotiateResponse = {
  negotiateVersion: 1;
  connectionId: string;
  connectionToken: string;
  availableTransports: Array<{ transport: 'WebSockets'; transferFormats: Array<'Text'> }>;
};

export const HubErrorResponse = {
  type: 'object',
  required: ['statusCode', 'code', 'message'],
  properties: { statusCode: { type: 'integer' }, code: { type: 'string' }, message: { type: 'string' } },
} as const;
/** The error answer of negotiate and of a refused WebSocket upgrade. */
export type HubErrorResponse = { statusCode: number; code: string; message: string };
