import type { BannerMessage, Course } from '../../core/api/structs/account';

/** What the resources page gives each course card (issue #7; the card computes the rest from the course and the mount clock). */
export interface CourseCardProps {
  course: Course;
  /** From the expired list (account §2 "then the expired lists"). */
  expired: boolean;
  /** See Details / Hide Details state, owned by the page (account §4: the first non-expired course starts open). */
  open: boolean;
  onToggle: () => void;
  /** account §3 message banners: an error banner for the card's redirect type or ALL disables it (account §4). */
  messages: readonly BannerMessage[];
  /** account §4: the enrollment-agreement URL the resource-routing lookup re-pointed this course to, if any. */
  reroutedUrl?: string | null;
}

/** Placeholder until the course card lands (issue #7). */
export function CourseCard({ course }: CourseCardProps) {
  return (
    <li className="sp-course-card">
      <h3>{course.productTitle ?? course.displayName ?? course.enrollmentId}</h3>
    </li>
  );
}
