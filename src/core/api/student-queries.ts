import { graphqlQuery } from './graphql';
import { type Program, ProgramData } from './structs/enrollment';
import { type Student, StudentData } from './structs/student';
import type { ApiClient } from './transport';
import type { UserInfo } from './structs/account';

/*
 * access §7 GraphQL on /rest-services/kegql: Student (by studentId or email)
 * and Program by id. Argument style and the list-valued root fields are our
 * choice (docs/decisions.md).
 */

const studentDocument = `query Student($studentId: String, $email: String) {
  Student(studentId: $studentId, email: $email) {
    studentId userId email firstName lastName phone1 currentPOI expectedTestDate
    doNotEmail isCanadian isAmbassador
    StudentAddress { address1 city state zip country }
    StudentSchool { schoolId schoolName schoolState schoolCountry gradYear }
    RelationShip { parentFirstName parentLastName email1 email2 }
    Interaction { enrollmentId status subject typeDetail }
  }
}`;

const programDocument = `query Program($id: String!) {
  Program(id: $id) { id name shortName ProductLine { id lowerName shortName } BusinessUnit { name } }
}`;

/** Student details by studentId, or by email when there is none (access §4); null when unknown. */
export async function getStudent(
  client: ApiClient,
  by: { studentId: string } | { email: string },
): Promise<Student | null> {
  const variables = 'studentId' in by ? { studentId: by.studentId, email: null } : { studentId: null, email: by.email };
  const data = await graphqlQuery(client, 'kegql', { name: 'Student', document: studentDocument }, variables, StudentData, {
    call: 'getStudent',
  });
  return data.Student[0] ?? null;
}

/** access §4 / account §7: the student record of a login, by studentId, by email when it has none. */
export const lookUpStudent = (client: ApiClient, user: UserInfo): Promise<Student | null> =>
  getStudent(client, user.studentId ? { studentId: user.studentId } : { email: user.email });

/** A program by id; null when unknown. */
export async function getProgram(client: ApiClient, id: string): Promise<Program | null> {
  const data = await graphqlQuery(client, 'kegql', { name: 'Program', document: programDocument }, { id }, ProgramData, {
    call: 'getProgram',
  });
  return data.Program[0] ?? null;
}
