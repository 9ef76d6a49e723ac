/*
 * loopscope-camsim: simulated cameras served as RTSP/H.264 streams by one
 * GStreamer RTSP server on 127.0.0.1 (mount points /cam0, /cam1, ...). See
 * camsim_print_help() for the command line and README.md for the scene.
 */
#include "camsim_options.h"
#include "camsim_stream.h"

#include <glib-unix.h>
#include <gst/gst.h>
#include <gst/rtsp-server/rtsp-server.h>
#include <signal.h>
#include <stdio.h>
#include <sys/prctl.h>
#include <unistd.h>

enum { EXIT_RUNTIME = 1, EXIT_BAD_ARGUMENTS = 2, EXIT_CANNOT_SERVE = 3 };

/* The elements every camera's pipeline needs, and the Debian package that has each. */
static int check_elements(void)
{
    static const char *const needed[][2] = {{"appsrc", "gstreamer1.0-plugins-base"},
                                            {"videoconvert", "gstreamer1.0-plugins-base"},
                                            {"x264enc", "gstreamer1.0-plugins-ugly"},
                                            {"rtph264pay", "gstreamer1.0-plugins-good"}};
    for (size_t i = 0; i < sizeof needed / sizeof needed[0]; ++i) {
        GstElementFactory *factory = gst_element_factory_find(needed[i][0]);
        if (!factory) {
            fprintf(stderr, "loopscope-camsim: the GStreamer element '%s' is missing (install %s)\n",
                    needed[i][0], needed[i][1]);
            return -1;
        }
        gst_object_unref(factory);
    }
    return 0;
}

static gboolean on_stop_signal(gpointer loop)
{
    g_main_loop_quit(loop);
    return G_SOURCE_CONTINUE;
}

/* Sessions of clients that vanished without TEARDOWN time out here. */
static gboolean on_cleanup_timer(gpointer server)
{
    GstRTSPSessionPool *pool = gst_rtsp_server_get_session_pool(server);
    gst_rtsp_session_pool_cleanup(pool);
    g_object_unref(pool);
    return G_SOURCE_CONTINUE;
}

static GstRTSPFilterResult remove_client(GstRTSPServer *server, GstRTSPClient *client, gpointer user_data)
{
    (void)server;
    (void)client;
    (void)user_data;
    return GST_RTSP_FILTER_REMOVE;
}

int main(int argc, char **argv)
{
    camsim_options options;
    char error[512];
    if (camsim_parse_options(argc, argv, &options, error, sizeof error) != 0) {
        fprintf(stderr, "loopscope-camsim: %s\nTry 'loopscope-camsim --help'.\n", error);
        return EXIT_BAD_ARGUMENTS;
    }
    if (options.help) {
        camsim_print_help(stdout);
        return 0;
    }
    if (options.exit_with_parent) {
        prctl(PR_SET_PDEATHSIG, SIGTERM);
        if (getppid() == 1)
            return 0; /* the parent is already gone */
    }
    signal(SIGPIPE, SIG_IGN);
    gst_init(NULL, NULL);
    if (check_elements() != 0)
        return EXIT_CANNOT_SERVE;

    static camsim_streams streams;
    if (camsim_streams_init(&streams, &options, error, sizeof error) != 0) {
        fprintf(stderr, "loopscope-camsim: %s\n", error);
        camsim_streams_free(&streams);
        return EXIT_RUNTIME;
    }

    GMainLoop *loop = g_main_loop_new(NULL, FALSE);
    GstRTSPServer *server = gst_rtsp_server_new();
    gst_rtsp_server_set_address(server, "127.0.0.1");
    gchar *service = g_strdup_printf("%u", options.port);
    gst_rtsp_server_set_service(server, service);
    g_free(service);
    GstRTSPMountPoints *mounts = gst_rtsp_server_get_mount_points(server);
    for (unsigned k = 0; k < options.camera_count; ++k) {
        gchar *path = g_strdup_printf("/cam%u", k);
        gst_rtsp_mount_points_add_factory(mounts, path, camsim_streams_factory(&streams, k));
        g_free(path);
    }
    g_object_unref(mounts);

    int status = 0;
    const guint source_id = gst_rtsp_server_attach(server, NULL);
    if (source_id == 0) {
        fprintf(stderr, "loopscope-camsim: cannot listen on 127.0.0.1 port %u (in use?)\n", options.port);
        status = EXIT_CANNOT_SERVE;
    } else {
        const int port = gst_rtsp_server_get_bound_port(server);
        for (unsigned k = 0; k < options.camera_count; ++k)
            printf("camera %u rtsp://127.0.0.1:%d/cam%u %ux%u@%u\n", k, port, k, options.width, options.height,
                   options.fps);
        puts("ready");
        fflush(stdout);

        g_unix_signal_add(SIGINT, on_stop_signal, loop);
        g_unix_signal_add(SIGTERM, on_stop_signal, loop);
        g_timeout_add_seconds(2, on_cleanup_timer, server);
        camsim_streams_start(&streams);
        g_main_loop_run(loop);
        camsim_streams_stop(&streams);
        gst_rtsp_server_client_filter(server, remove_client, NULL);
        g_source_remove(source_id);
        for (unsigned k = 0; k < options.camera_count; ++k) {
            fprintf(stderr, "loopscope-camsim: camera %u: %" G_GUINT64_FORMAT " frames pushed, %" G_GUINT64_FORMAT
                    " refused\n", k, streams.cameras[k].frames_pushed, streams.cameras[k].frames_refused);
        }
        if (streams.ticks_late)
            fprintf(stderr, "loopscope-camsim: %" G_GUINT64_FORMAT " ticks skipped (late)\n", streams.ticks_late);
    }
    g_object_unref(server);
    g_main_loop_unref(loop);
    camsim_streams_free(&streams);
    return status;
}
