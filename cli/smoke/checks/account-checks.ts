import { getMyAccount } from '../../../src/core/api/account';
import { getAgreementInfo } from '../../../src/core/api/agreement';
import { getEnrollments } from '../../../src/core/api/enrollment-queries';
import type { Course } from '../../../src/core/api/structs/account';
import { getStudent } from '../../../src/core/api/student-queries';
import { CheckFailure, type Check, type SharedResults, expectThat } from './types';
import { scheduledDeliveryTypes, sharedValue } from './check-helpers';

/*
 * The account data (access §7 myaccount, account §3) and the lookups keyed
 * by what it names: the student by id and by email, the enrollment detail
 * and its agreement. myaccount picks the course the later checks use.
 */

/** An active course with the ids later checks need, preferring ones with course access. */
function pickCourse(courses: readonly Course[]): Course | undefined {
  const complete = (c: Course) => Boolean(c.courseAccessId && c.purchaseId) && c.validCourseAccess !== false;
  return courses.find(complete) ?? courses.find((c) => c.validCourseAccess !== false) ?? courses[0];
}

function rememberCourses(shared: SharedResults, courses: readonly Course[]): void {
  const course = pickCourse(courses);
  if (!course) return;
  shared.enrollmentId = course.enrollmentId;
  shared.courseAccessId = course.courseAccessId ?? undefined;
  shared.purchaseId = course.purchaseId ?? undefined;
  shared.classId = course.classId ?? undefined;
  const hasSchedule = (c: Course) => typeof c.deliveryType === 'number' && scheduledDeliveryTypes.includes(c.deliveryType);
  const scheduled = courses.find((c) => hasSchedule(c) && c.validCourseAccess !== false) ?? courses.find(hasSchedule) ?? course;
  shared.sessionEnrollmentId = scheduled.enrollmentId;
  shared.sessionDeliveryType = scheduled.deliveryType ?? undefined;
}

/** myaccount, Student by id and by email, Enrollments, agreement info. */
export const accountChecks: readonly Check[] = [
  {
    id: 'account.myaccount',
    title: "myaccount answers the signed-in student's info, course lists and event lists",
    writes: false,
    needs: ['login.rest'],
    async run(ctx) {
      const account = await getMyAccount(ctx.client);
      const { userInfo } = account;
      const expected = ctx.credentials.email.trim().toLowerCase();
      expectThat(userInfo.email.trim().toLowerCase() === expected, 'userInfo.email is not the signed-in email', 'userInfo.email');
      const courses = account.nonExpiredCoursListArray;
      const studentId = userInfo.studentId ?? courses.find((c) => c.studentId)?.studentId;
      expectThat(studentId, 'myaccount names no studentId (userInfo or a course)', 'userInfo.studentId');
      expectThat(courses.length > 0, 'the smoke account has no active course', 'nonExpiredCoursListArray');
      const active = new Set(courses.map((c) => c.enrollmentId));
      const both = account.expiredCoursListArray.findIndex((c) => active.has(c.enrollmentId));
      expectThat(both < 0, 'a course is listed as active and expired', `expiredCoursListArray.${both}.enrollmentId`);
      ctx.shared.studentId = studentId;
      ctx.shared.email = userInfo.email;
      rememberCourses(ctx.shared, courses);
    },
  },
  {
    id: 'account.student-by-id',
    title: 'GraphQL Student by studentId answers the signed-in student',
    writes: false,
    needs: ['account.myaccount'],
    async run(ctx) {
      const studentId = sharedValue(ctx, 'studentId', 'account.myaccount');
      const student = await getStudent(ctx.client, { studentId });
      if (!student) throw new CheckFailure('Student by studentId answered no student', { path: 'data.Student' });
      expectThat(student.studentId === studentId, 'Student answered another studentId', 'data.Student.0.studentId');
    },
  },
  {
    id: 'account.student-by-email',
    title: 'GraphQL Student by email answers the same student',
    writes: false,
    needs: ['account.myaccount'],
    async run(ctx) {
      const email = sharedValue(ctx, 'email', 'account.myaccount');
      const student = await getStudent(ctx.client, { email });
      if (!student) throw new CheckFailure('Student by email answered no student', { path: 'data.Student' });
      const studentId = sharedValue(ctx, 'studentId', 'account.myaccount');
      expectThat(student.studentId === studentId, 'Student by email answered another studentId', 'data.Student.0.studentId');
    },
  },
  {
    id: 'account.enrollments',
    title: "GraphQL Enrollments answers the chosen course's detail data (account §3)",
    writes: false,
    needs: ['account.myaccount'],
    async run(ctx) {
      const enrollmentId = sharedValue(ctx, 'enrollmentId', 'account.myaccount');
      const enrollments = await getEnrollments(ctx.client, [enrollmentId]);
      expectThat(
        enrollments.some((e) => e.enrollmentId === enrollmentId),
        `Enrollments has no entry for the chosen enrollment`,
        'data.Enrollment',
      );
    },
  },
  {
    id: 'account.agreement',
    title: "Agreement info of the chosen course carries its text (access §7 ea/info)",
    writes: false,
    needs: ['account.myaccount'],
    async run(ctx) {
      const enrollmentId = sharedValue(ctx, 'enrollmentId', 'account.myaccount');
      const agreement = await getAgreementInfo(ctx.client, { enrollmentId });
      expectThat(agreement.eaText.trim() !== '', 'the agreement text is empty', 'eaText');
    },
  },
];
