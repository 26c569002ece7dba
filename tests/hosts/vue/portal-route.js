// The portal on the host's /portal/… route: the custom element <student-portal> (defined in
// main.js from 'student-portal/element') with vue-router in charge (issue #31). Vue sets
// `navigate` as the element's property and listens to its `student-portal:*` DOM events. The
// portal hands over paths below `basePath`, which includes the history's base: the router wants
// them without it.
import { defineComponent, h } from 'vue';
import { useRouter } from 'vue-router';

export const PortalRoute = defineComponent({
  props: { base: { type: String, required: true } },
  setup(props) {
    const router = useRouter();
    const own = (path) => path.slice(props.base.length - 1) || '/';
    const navigate = { push: (path) => router.push(own(path)), replace: (path) => router.replace(own(path)) };
    const log = (event) => window.portalEvents.push(event.detail.type);
    return () =>
      h('student-portal', {
        id: 'portal',
        routing: 'path',
        'base-path': `${props.base}portal`,
        navigate,
        'onStudentPortal:mount': log,
        'onStudentPortal:virtual-pageview': log,
        'onStudentPortal:login': log,
        'onStudentPortal:unmount': log,
      });
  },
});
