import dynamic from 'next/dynamic'

/**
 * Live preview's listener, in a chunk of its own: pages render it only in draft mode, and a
 * static import would ship Payload's preview client to every visitor.
 */
export const LivePreviewListener = dynamic(() =>
  import('./Listener').then((module) => module.LivePreviewListener),
)
