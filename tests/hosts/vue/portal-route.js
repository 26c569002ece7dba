// The portal on the host's /portal/… route, with today's API: mounted once the element is in the
// document, unmounted before the route's component goes. Its routes are real URLs below
// `basePath`; vue-router hears the portal's moves through the popstate it fires.
import { defineComponent, h, onBeforeUnmount, onMounted, ref } from 'vue';
import { mount } from 'student-portal';

export const PortalRoute = defineComponent({
  props: { basePath: { type: String, required: true } },
  setup(props) {
    const element = ref(null);
    let handle;
    onMounted(() => {
      handle = mount(element.value, { routing: 'path', basePath: props.basePath, onEvent: (event) => window.portalEvents.push(event.type) });
    });
    onBeforeUnmount(() => handle?.unmount());
    return () => h('div', { id: 'portal', ref: element });
  },
});
