#!/usr/bin/python3
"""A tiny RTSP server for Loopscope's video tests (GStreamer rtsp-server).

    /usr/bin/python3 rtsp_server.py --port P [--file F.mp4] [--size 640x480] [--fps 30]

Serves rtsp://127.0.0.1:P/test: H.264 from F (an MP4 with H.264, looped is
not attempted) or from videotestsrc encoded by x264enc tune=zerolatency.
Prints "READY rtsp://127.0.0.1:P/test" once listening; runs until killed.
Optional --user/--password require RTSP basic authentication.
"""
import argparse
import signal
import sys

import gi

gi.require_version("Gst", "1.0")
gi.require_version("GstRtspServer", "1.0")
from gi.repository import GLib, Gst, GstRtspServer  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--port", type=int, required=True)
    ap.add_argument("--file")
    ap.add_argument("--size", default="640x480")
    ap.add_argument("--fps", type=int, default=30)
    ap.add_argument("--keyint", type=int, default=30)
    ap.add_argument("--user")
    ap.add_argument("--password")
    args = ap.parse_args()

    Gst.init(None)
    width, height = (int(v) for v in args.size.split("x"))
    if args.file:
        launch = ("( filesrc location=\"%s\" ! qtdemux ! h264parse config-interval=-1 ! "
                  "rtph264pay name=pay0 pt=96 config-interval=-1 )" % args.file)
    else:
        launch = ("( videotestsrc is-live=true pattern=ball ! "
                  "video/x-raw,width=%d,height=%d,framerate=%d/1 ! videoconvert ! "
                  "x264enc tune=zerolatency speed-preset=ultrafast key-int-max=%d ! "
                  "video/x-h264,profile=constrained-baseline ! "
                  "rtph264pay name=pay0 pt=96 config-interval=-1 )" % (width, height, args.fps, args.keyint))

    server = GstRtspServer.RTSPServer()
    server.set_address("127.0.0.1")
    server.set_service(str(args.port))
    factory = GstRtspServer.RTSPMediaFactory()
    factory.set_launch(launch)
    factory.set_shared(True)
    if args.user:
        auth = GstRtspServer.RTSPAuth()
        token = GstRtspServer.RTSPToken()
        token.set_string(GstRtspServer.RTSP_TOKEN_MEDIA_FACTORY_ROLE, "user")
        auth.add_basic(GstRtspServer.RTSPAuth.make_basic(args.user, args.password or ""), token)
        server.set_auth(auth)
        perms = GstRtspServer.RTSPPermissions()
        perms.add_permission_for_role("user", "media.factory.access", True)
        perms.add_permission_for_role("user", "media.factory.construct", True)
        factory.set_permissions(perms)
    server.get_mount_points().add_factory("/test", factory)
    if server.attach(None) == 0:
        print("ERROR cannot listen on 127.0.0.1:%d" % args.port, flush=True)
        return 1

    loop = GLib.MainLoop()
    GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGTERM, loop.quit)
    GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGINT, loop.quit)
    print("READY rtsp://127.0.0.1:%d/test" % args.port, flush=True)
    loop.run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
