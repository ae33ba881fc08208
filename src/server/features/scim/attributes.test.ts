import { describe, expect, it } from 'vitest';
import { attributeList, selectAttributes } from './attributes';

const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const user = () => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:User', ENTERPRISE],
  id: '7',
  userName: 'paul@firma.example',
  name: { formatted: 'Paul Schäfer', givenName: 'Paul', familyName: 'Schäfer' },
  emails: [{ value: 'paul@firma.example', type: 'work', primary: true }],
  active: true,
  [ENTERPRISE]: { department: 'Beratung', manager: { value: '3', displayName: 'Max' } },
  meta: { resourceType: 'User', location: 'x/Users/7' },
});

const select = (attributes: string, excludedAttributes = '') =>
  selectAttributes(user(), {
    attributes: attributeList(attributes),
    excludedAttributes: attributeList(excludedAttributes),
  });

describe('selectAttributes', () => {
  it('answers only the attributes asked for, always with schemas and id', () => {
    expect(select('userName, name.givenName,emails.value')).toEqual({
      schemas: user().schemas,
      id: '7',
      userName: 'paul@firma.example',
      name: { givenName: 'Paul' },
      emails: [{ value: 'paul@firma.example' }],
    });
    expect(select('USERNAME,urn:ietf:params:scim:schemas:core:2.0:User:active')).toEqual({
      schemas: user().schemas,
      id: '7',
      userName: 'paul@firma.example',
      active: true,
    });
  });

  it('reads URN-prefixed extension paths, and the extension whole', () => {
    expect(select(`${ENTERPRISE}:department,${ENTERPRISE}:manager.value`)).toMatchObject({
      [ENTERPRISE]: { department: 'Beratung', manager: { value: '3' } },
    });
    expect(select(ENTERPRISE)[ENTERPRISE]).toEqual(user()[ENTERPRISE]);
  });

  it('leaves out excluded attributes but never schemas or id, and ignores unknown paths', () => {
    const rest = select('', `name,emails.type,${ENTERPRISE}:manager,id,schemas,nickName,urn:x:y`);
    expect(rest).toMatchObject({ id: '7', schemas: user().schemas, userName: 'paul@firma.example' });
    expect(rest.name).toBeUndefined();
    expect(rest.emails).toEqual([{ value: 'paul@firma.example', primary: true }]);
    expect(rest[ENTERPRISE]).toEqual({ department: 'Beratung' });
    expect(select('nickName')).toEqual({ schemas: user().schemas, id: '7' });
  });
});
