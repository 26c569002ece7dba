import { type Infer, string, type } from 'superstruct';
import { deferred, first, flag, id, list, maybe, requiredList } from './common';

/** access §3 / account §3 StudentAddress (read as `StudentAddress[0]`). */
export const StudentAddress = deferred(() => type({
  address1: maybe(string()),
  city: maybe(string()),
  state: maybe(string()),
  zip: maybe(string()),
  country: maybe(string()),
}));
export type StudentAddress = Infer<typeof StudentAddress>;

/** access §3 / account §3 StudentSchool. */
export const StudentSchool = deferred(() => type({
  schoolId: maybe(id),
  schoolName: maybe(string()),
  schoolState: maybe(string()),
  schoolCountry: maybe(string()),
  gradYear: maybe(id),
}));
export type StudentSchool = Infer<typeof StudentSchool>;

/** access §3 / account §3 RelationShip (the parent; read as `RelationShip[0]`). */
export const RelationShip = deferred(() => type({
  parentFirstName: maybe(string()),
  parentLastName: maybe(string()),
  email1: maybe(string()),
  email2: maybe(string()),
}));
export type RelationShip = Infer<typeof RelationShip>;

/** access §3 Student.Interaction, account §3 detail data Interaction. */
export const InteractionSummary = deferred(() => type({
  enrollmentId: maybe(id),
  status: maybe(string()),
  subject: maybe(string()),
  typeDetail: maybe(string()),
}));
export type InteractionSummary = Infer<typeof InteractionSummary>;

/** access §3 Student, account §3 Student info. */
export const Student = deferred(() => type({
  studentId: id,
  email: string(),
  userId: maybe(id),
  firstName: maybe(string()),
  lastName: maybe(string()),
  phone1: maybe(string()),
  currentPOI: maybe(id),
  expectedTestDate: maybe(string()),
  doNotEmail: maybe(flag),
  isCanadian: maybe(flag),
  isAmbassador: maybe(flag),
  StudentAddress: list(StudentAddress),
  StudentSchool: maybe(first(StudentSchool)),
  RelationShip: list(RelationShip),
  Interaction: list(InteractionSummary),
}));
export type Student = Infer<typeof Student>;

/** GraphQL `Student` query data (kegql). */
export const StudentData = deferred(() => type({ Student: requiredList(Student) }));
