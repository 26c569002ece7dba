export declare const byteLimits: Record<'student-portal.js' | 'student-portal-signup.js', { budget: number; ceiling: number }>;
